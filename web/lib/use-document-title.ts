import { useEffect } from 'react';

const SITE_NAME = 'Veoturg';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_NAME}` : `${SITE_NAME} – Eesti logistikaplatvorm`;
  }, [title]);
}
