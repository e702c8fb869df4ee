import { Tabs } from 'radix-ui';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { fillMessage } from '@domain/catalogue';
import { formatNumber } from '@domain/format';
import { MESSAGES } from '@domain/messages';
import { VAT_RATE_PERCENT } from '@domain/vat';
import { useSearchParams } from 'wouter';
import { PageContainer } from '@web/components/PageContainer';
import { InvoiceList, SubscriptionOverview } from '@web/features/subscriptions';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CompanyTab } from './CompanyTab';
import { FeedbackTab } from './FeedbackTab';
import { NotificationsTab } from './NotificationsTab';
import { ProfileTab } from './ProfileTab';
import { SecurityTab } from './SecurityTab';
import { SettingsSection } from './SettingsSection';
import { SETTINGS_TABS, settingsTabOf, type SettingsTabId } from './tabs';

const S = ACCOUNT_MESSAGES.settings;

/**
 * /profile-settings: seven tabs, the chosen one in `?tab=` (so a link, a reload and the way back
 * from signing in open it). Switching tabs is a navigation: a form with unsaved changes asks first.
 */
export function SettingsPage() {
  useDocumentTitle(MESSAGES.header.settings);
  const [params, setParams] = useSearchParams();
  const current = settingsTabOf(params.get('tab'));
  // Every tab for every plan: "Arved" lists the receipts of every payment, a contact purchase too.
  const tabs = SETTINGS_TABS;

  const select = (tab: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('tab', tab);
      return next;
    });

  return (
    <PageContainer className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MESSAGES.header.settings}</h1>
        <p className="text-slate-700">{S.lead}</p>
      </div>
      <Tabs.Root value={current} onValueChange={select} className="flex flex-col gap-5">
        {/* One row that scrolls sideways on a phone, so every tab stays one tap away. */}
        <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
          <Tabs.List
            aria-label={S.sections}
            className="inline-flex min-w-max gap-1 rounded-lg bg-slate-100 p-1"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.id}
                value={tab.id}
                // On a phone the row scrolls: the chosen tab is brought into view (a link to it too).
                ref={tab.id === current ? scrollIntoRow : undefined}
                className="rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id} className="focus-visible:outline-none">
            <TabPanel tab={tab.id} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageContainer>
  );
}

function scrollIntoRow(element: HTMLElement | null): void {
  element?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function TabPanel({ tab }: { tab: SettingsTabId }) {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'company':
      return <CompanyTab />;
    case 'subscription':
      return (
        <SettingsSection title={S.tabs.subscription} description={S.subscriptionDescription}>
          <SubscriptionOverview />
        </SettingsSection>
      );
    case 'security':
      return <SecurityTab />;
    case 'feedback':
      return <FeedbackTab />;
    case 'notifications':
      return <NotificationsTab />;
    case 'invoices':
      return (
        <SettingsSection
          title={S.tabs.invoices}
          description={fillMessage(S.invoicesDescription, { rate: formatNumber(VAT_RATE_PERCENT, 1) })}
        >
          <InvoiceList />
        </SettingsSection>
      );
  }
}
