/**
 * How the outbox shows a recovery code or an access link (ADR 023): they exist only in the message the recipient gets,
 * drawn when it is sent; the stored body has a marker in their place, and the API and the screen show this instead.
 */
export const MASCARA_SEGREDO = '••••••';
