export { listOutbox } from './outbox';
export { outboxEnabled, outboxViewable, sendMail, type MailMessage, type OutboxEntry } from './send-mail';
