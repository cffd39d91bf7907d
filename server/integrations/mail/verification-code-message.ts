import type { MailMessage } from './mailer';

export const PRODUCT_NAME = 'Linkmint';

/** Why the person asked for a code: registering, a forgotten password, an account change, deleting the account. */
export type VerificationPurpose = 'register' | 'forgot' | 'change' | 'destroy';

const WORDING: Record<VerificationPurpose, { subject: string; lead: string; warning?: string; ignore: string }> = {
  register: {
    subject: `Your ${PRODUCT_NAME} verification code`,
    lead: `Welcome to ${PRODUCT_NAME}! Enter this code to finish creating your account:`,
    ignore: 'If you did not try to create an account, you can ignore this email.',
  },
  forgot: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    lead: 'Enter this code to choose a new password:',
    ignore: 'If you did not ask to reset your password, you can ignore this email. Your password stays the same.',
  },
  change: {
    subject: `Confirm the change to your ${PRODUCT_NAME} account`,
    lead: 'Enter this code to confirm the change to your account:',
    ignore: 'If you did not ask for this change, you can ignore this email. Nothing will change.',
  },
  destroy: {
    subject: `Confirm deleting your ${PRODUCT_NAME} account`,
    lead: 'Enter this code to confirm that you want to delete your account:',
    warning: 'Deleting an account cannot be undone.',
    ignore: 'If you did not ask to delete your account, you can ignore this email. Your account stays as it is.',
  },
};

/** The mail that carries a verification code: plain words, the code on a line of its own, when it expires. */
export function verificationCodeMessage(input: {
  code: string;
  purpose: VerificationPurpose;
  minutesValid: number;
}): Omit<MailMessage, 'to'> & { html: string } {
  const { code, purpose, minutesValid } = input;
  if (!/^[0-9A-Za-z]{4,12}$/.test(code)) throw new RangeError('A verification code is 4 to 12 letters or digits');
  if (!Number.isInteger(minutesValid) || minutesValid < 1)
    throw new RangeError('minutesValid must be a whole number of minutes, at least 1');
  const wording = WORDING[purpose];
  const expiry = `The code expires in ${minutesValid} ${minutesValid === 1 ? 'minute' : 'minutes'}.`;
  const signOff = `The ${PRODUCT_NAME} team`;

  const after = wording.warning ? [expiry, wording.warning] : [expiry];
  const text = [
    'Hi,',
    '',
    wording.lead,
    '',
    `    ${code}`,
    '',
    ...after.flatMap((line) => [line, '']),
    wording.ignore,
    '',
    signOff,
    '',
  ].join('\n');

  // Inline styles only: mail clients drop <style> blocks. The code is letters and digits (checked above),
  // and every other piece is our own text, so nothing here needs escaping.
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html>',
    `<html><body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">`,
    paragraph('Hi,'),
    paragraph(wording.lead),
    `<p style="margin:0 0 16px;font-size:30px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace">${code}</p>`,
    ...after.map(paragraph),
    paragraph(`<span style="color:#59636e">${wording.ignore}</span>`),
    paragraph(signOff),
    '</body></html>',
  ].join('\n');

  return { subject: wording.subject, text, html };
}
