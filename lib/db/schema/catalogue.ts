import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { images } from './accounts';
import { projects } from './projects';

/** Spec §9. */
export const productCategory = pgEnum('product_category', ['merchandising', 'accessories', 'phonography', 'other']);
export const productAvailability = pgEnum('product_availability', ['available', 'unavailable']);

/** The catalogue belongs to a tour: the same merch is sold at every date. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: productCategory('category').notNull(),
    reference: text('reference'),
    isOnline: boolean('is_online').notNull().default(false),
    /** VAT included, in cents. */
    price: integer('price').notNull(),
    vat: numeric('vat', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    description: text('description'),
    availability: productAvailability('availability').notNull().default('available'),
    supplyTerms: text('supply_terms'),
    salesConditions: text('sales_conditions'),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    hasVariants: boolean('has_variants').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_project').on(table.projectId),
    uniqueIndex('products_reference_unique').on(table.projectId, table.reference).where(sql`${table.reference} is not null`),
  ],
);

/** Every product has a default variant (the product itself when it has no options); others by attributes (spec §9). */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    color: text('color'),
    size: text('size'),
    material: text('material'),
    style: text('style'),
    reference: text('reference'),
    /** A price of its own in cents, VAT included; null means the product's price. */
    price: integer('price'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_variants_product').on(table.productId, table.position),
    uniqueIndex('product_variants_one_default').on(table.productId).where(sql`${table.isDefault}`),
  ],
);
