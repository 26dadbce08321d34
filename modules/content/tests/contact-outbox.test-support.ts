/**
 * The content API tests' environment, set when this file is imported, before any import reads it
 * (import it first): mails land in a temporary outbox, and the captcha asks for little work so the
 * tests solve it fast.
 */
import { tempDir } from '../../../tests/support/temp-dir.ts';

export const outbox = tempDir('paceband-contact-');
Object.assign(process.env, { MAIL_OUTBOX_DIR: outbox, CONTACT_TO: 'team@example.com', CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '500' });
