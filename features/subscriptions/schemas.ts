import { z } from 'zod';
import { planTypes, selfServePlans } from '@/features/entitlements/plans';

/** POST /v1/clients/{id}/subscriptions: the plan to buy by checkout (pro is on quote). */
export const subscribeSchema = z.object({ plan: z.enum(selfServePlans) });
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** PATCH /v1/subscriptions/{id}: another plan, or stop / resume the renewal at the period's end. */
export const changeSubscriptionSchema = z
  .object({ plan: z.enum(selfServePlans).optional(), cancelAtPeriodEnd: z.boolean().optional() })
  .refine((input) => (input.plan === undefined) !== (input.cancelAtPeriodEnd === undefined), { message: 'one change at a time', path: ['plan'] });
export type ChangeSubscriptionInput = z.infer<typeof changeSubscriptionSchema>;

/** The sandbox checkout's two buttons. */
export const sandboxCheckoutOutcomeSchema = z.object({ outcome: z.enum(['paid', 'declined']) });

/** PUT /v1/clients/{id}/granted-plan (admins): a plan given by the platform (pro on quote), or none. */
export const grantPlanSchema = z.object({ plan: z.enum(planTypes).nullable() });
export type GrantPlanInput = z.infer<typeof grantPlanSchema>;

/** POST /v1/clients/{id}/pro-request: the contact form that stands for pro's checkout. */
export const proRequestSchema = z.object({
  message: z.string().trim().min(10).max(2000),
  phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,20}$/).optional(),
});
export type ProRequestInput = z.infer<typeof proRequestSchema>;
