import { MESSAGES } from '@domain/messages';

/** The first stop of the Tab key: jumps past the header to the page's main content. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {MESSAGES.ui.skipToContent}
    </a>
  );
}
