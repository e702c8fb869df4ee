import { useEffect } from 'react';
import { MESSAGES } from '@domain/messages';

const SITE_NAME = 'Veoturg';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : MESSAGES.shell.title;
  }, [title]);
}
