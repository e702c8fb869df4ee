import { FileText, Package, Truck } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@domain/account-messages';
import { MESSAGES } from '@domain/messages';
import { Link, useLocation } from 'wouter';
import { Button } from '@web/components/ui/button';
import { templateUseUrl, usePremiumAccess } from '@web/features/listings';
import { TemplateButton, TemplatesDialog } from '@web/features/templates';
import { MyListings } from './MyListings';

/**
 * /minu-kuulutused for a signed-in user: the heading, the add and template buttons, the lists. After a
 * lost session (`sessionLost`) it stays, with any open form, and the lists offer to sign in again.
 */
export function MyListingsScreen({ sessionLost = false }: { sessionLost?: boolean }) {
  const access = usePremiumAccess();
  const [, navigate] = useLocation();
  const [templatesOpen, setTemplatesOpen] = useState(false);

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MESSAGES.nav.myListings}</h1>
          <p className="text-slate-700">{ACCOUNT_MESSAGES.myListings.lead}</p>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:justify-end">
          <Button asChild wrap className="px-3">
            <Link to="/?openModal=cargo">
              <Package aria-hidden="true" />
              {ACCOUNT_MESSAGES.myListings.addCargo}
            </Link>
          </Button>
          <Button asChild variant="outline" wrap className="px-3">
            <Link to="/?openModal=transport">
              <Truck aria-hidden="true" />
              {ACCOUNT_MESSAGES.myListings.addTransport}
            </Link>
          </Button>
          <TemplateButton
            access={access}
            label={MESSAGES.templates.myTemplates}
            icon={<FileText aria-hidden="true" />}
            className="col-span-2"
            onClick={() => setTemplatesOpen(true)}
          />
        </div>
      </div>
      <MyListings access={access} sessionLost={sessionLost} />
      <TemplatesDialog
        open={templatesOpen}
        onOpenChange={setTemplatesOpen}
        // The spec: using a template from here opens the add-listing dialog on the home page, filled in.
        onUse={(template) => navigate(templateUseUrl(template.type, template.data))}
      />
    </>
  );
}
