/** A mailto address (RFC 6068) for an email the creator writes in their own mail client: no recipient, a subject and a body. */
export function mailtoUrl(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
