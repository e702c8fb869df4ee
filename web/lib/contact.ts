// Dialers accept digits and a leading plus only; "+372 5555 1234" must become "+37255551234".
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
