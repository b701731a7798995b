import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * Sends plain-text mail through the SMTP server in SMTP_URL. The mail library is loaded with
 * the first message (a server that sends none, most of them, never holds it in memory).
 */
export function smtpMailer(mail: NonNullable<Config['mail']>): SendMail {
  let transport: Promise<Transporter> | undefined;
  const open = async () => (await import('nodemailer')).default.createTransport(mail.smtpUrl);
  return async (message) => {
    await (await (transport ??= open())).sendMail({ from: mail.from, ...message });
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your Careerforge password',
    text: [
      'Someone asked to reset the password of the Careerforge account for this address.',
      '',
      'To choose a new password, open this link within one hour:',
      url,
      '',
      'Your other sessions are signed out once the new password is set.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The auth library's sendResetPassword hook. The mail is sent in the background, so the answer
 * (the same whether the address has an account or not) takes the same time either way; a
 * failed delivery is logged, never shown.
 */
export function sendResetPasswordMail(
  mail: NonNullable<Config['mail']>,
  onError: (err: unknown) => void = (err) => console.error('password reset mail failed', err),
) {
  const send = smtpMailer(mail);
  return async ({ user, url }: { user: { email: string }; url: string }) => {
    void send(passwordResetMail(user.email, url)).catch(onError);
  };
}
