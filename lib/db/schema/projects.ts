import { sql } from 'drizzle-orm';
import { boolean, date, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

export const projectStatus = pgEnum('project_status', ['active', 'archived']);
/** Spec §6: admin, projectManager ("Tour manager"), viewer ("Observateur"). */
export const projectClientRole = pgEnum('project_client_role', ['admin', 'projectManager', 'viewer']);

/** A project is a tour: its events, stands, catalogue and stock belong to it. */
export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The organisation that created the tour: always admin of it, and it cannot be removed (USER_IS_OWNER). */
  ownerClientId: uuid('owner_client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  hasZones: boolean('has_zones').notNull().default(false),
  status: projectStatus('status').notNull().default('active'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 Project.clientRoles: the organisations of the team and their rights. */
export const projectClients = pgTable(
  'project_clients',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    role: projectClientRole('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.clientId] }), index('project_clients_client').on(table.clientId)],
);

/**
 * An invitation by e-mail to join a tour's team; accepted with its single-use token. At most one is pending (not
 * accepted) per tour and address: inviting again renews that one, so concurrent invitations cannot make two.
 */
export const projectInvitations = pgTable(
  'project_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: projectClientRole('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the last e-mail went out (a renewal sends a new link and moves it). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByClientId: uuid('accepted_by_client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_invitations_project').on(table.projectId),
    uniqueIndex('project_invitations_pending').on(table.projectId, sql`lower(${table.email})`).where(sql`${table.acceptedAt} is null`),
  ],
);

/**
 * An invitation by e-mail to sell for a tour. The address joins the tour's sellers only when its owner accepts:
 * signed in with that address, or by creating their seller account from the link. One pending per tour and address.
 */
export const projectSellerInvitations = pgTable(
  'project_seller_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The names the manager typed, offered to a new account. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('project_seller_invitations_pending').on(table.projectId, sql`lower(${table.email})`).where(sql`${table.acceptedAt} is null`)],
);

/** The sellers (users with the seller role) who work on a tour. */
export const projectSellers = pgTable(
  'project_sellers',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] }), index('project_sellers_user').on(table.userId)],
);
