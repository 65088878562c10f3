/**
 * A location's team (spec/site.md §2.1 /teams/{location-slug}): the staff list an editor commits as
 * tenants/content/<layer>/<owner>/teams/<location slug>.json, shown on the location's team page.
 */
import { z } from 'zod';
import { assetUrl, phoneNumber, text } from '../options/fields.ts';
import { published } from '../content/published.ts';

const staffSchema = z.strictObject({
  /**
   * The person's name as they are known to customers.
   * @example "Priya Sharma"
   */
  name: text(),
  /**
   * What they do.
   * @example "Sales Consultant"
   */
  role: text(),
  /**
   * The part of the business they work in: the page lists the staff under these headings, in the
   * order they first appear; left out, under "Our team".
   * @example "Sales"
   */
  department: text().optional(),
  /**
   * Their photo, square, at least 160 pixels; left out, their initial is drawn.
   * @example "/images/team/priya-sharma.jpg"
   */
  photo: assetUrl().optional(),
  /**
   * A direct number, if customers may call them.
   * @example "+61733951210"
   */
  phone: phoneNumber().optional(),
  /**
   * A direct address, if customers may write to them.
   * @example "priya@example-motors.com.au"
   */
  email: z.email({ error: 'an email address like priya@example-motors.com.au' }).optional(),
  /**
   * A sentence or two about them.
   * @example "Priya has sold Nissans in Cannon Hill since 2015."
   */
  bio: z.string().max(500, { error: 'at most 500 characters' }).optional(),
});

export const teamFileSchema = z.strictObject({
  /**
   * A line under the page's heading.
   * @example "Eleven people who know every car on our lot."
   */
  intro: z.string().max(300, { error: 'at most 300 characters' }).default(''),
  /** The people, in the order the page shows them. */
  staff: z.array(staffSchema).min(1, { error: 'at least one person' }),
  published: published(),
});

export type TeamFile = z.output<typeof teamFileSchema>;
export type StaffMember = TeamFile['staff'][number];
