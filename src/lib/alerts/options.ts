// Saved searches and price-drop alerts to shoppers (docs/alerts.md): whether a site offers them,
// on which channels, as whom, and how often a shopper may hear from it. Australia's Spam Act 2003
// asks that every message names the sender and how to reach it, so a site that turns alerts on
// says who sends them.
import { z } from 'zod';

export const ALERT_CHANNELS = ['email', 'sms'] as const;

export const alertsSchema = z
  .strictObject({
    /**
     * Offer "Email me new matches" on search pages and "Tell me if the price drops" on car pages.
     * @example true
     */
    enabled: z.boolean().default(false),
    /**
     * How alerts may reach a shopper: email always works without an account; SMS only for a
     * shopper signed in with their phone (features.signIn), who chooses it.
     * @example ["email", "sms"]
     */
    channels: z
      .array(z.enum(ALERT_CHANNELS, { error: 'a channel: "email" or "sms"' }))
      .min(1, { error: 'at least one channel' })
      .refine((list) => list.includes('email'), { error: 'a list that includes "email" (every shopper can get email)' })
      .default(['email']),
    /**
     * The name emails come from. null: the site's name.
     * @example "Bayside Motors"
     */
    senderName: z.string().min(1).max(80).nullable().default(null),
    /**
     * The address emails come from (and replies go to); it must be one the dealer's mail provider
     * may send as. null: alerts@ the site's host.
     * @example "alerts@baysidemotors.com.au"
     */
    senderAddress: z.email({ error: 'an email address like alerts@example.com.au' }).nullable().default(null),
    /**
     * The most alert messages one shopper gets from the site per day; matches beyond it wait for
     * the next day's message. 1: a daily digest.
     * @example 1
     */
    perShopperPerDay: z.number().int().min(1).max(24).default(1),
    /**
     * A watched car's price must drop by more than this many dollars to send an alert.
     * @example 500
     */
    minPriceDrop: z.number().int().nonnegative().default(0),
  })
  .prefault({});

export type AlertsOptions = z.output<typeof alertsSchema>;
