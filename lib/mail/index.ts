export { listOutbox } from './outbox';
export { outboxEnabled, sendMail, type MailMessage, type OutboxEntry } from './send-mail';
