import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '@domain/messages';
import { Button } from '@web/components/ui/button';
import { useNavigationKey } from '@web/lib/navigation-key';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { loadPageAt } from './route-table';

interface ErrorScreenProps {
  onRetry: () => void;
}

function ErrorScreen({ onRetry }: ErrorScreenProps) {
  useDocumentTitle(MESSAGES.generic.error);
  return (
    <div role="alert" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-bold text-slate-900">{MESSAGES.errorScreen.title}</h1>
        <p className="text-slate-700">{MESSAGES.errorScreen.description}</p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {MESSAGES.errorScreen.reload}
          </Button>
          <Button size="lg" variant="outline" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {MESSAGES.errorScreen.retry}
          </Button>
        </div>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  // A new value (the next navigation) clears a shown error, so the back button leads out of it.
  resetKey: number;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render error caught by the error screen', error, info.componentStack);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  // A page whose code failed to download asks for it again first (once: a render does not).
  retry = (): void => {
    void loadPageAt(window.location.href)
      .catch(() => undefined)
      .then(this.reset);
  };

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorScreen onRetry={this.retry} />;
    return this.props.children;
  }
}

// Catches what a page, a layout or the maintenance gate throws, a page's code that failed to download
// included (its reload button fetches it afresh).
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary resetKey={useNavigationKey()}>{children}</ErrorBoundary>;
}
