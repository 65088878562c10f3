/**
 * Seeded demo reviews (spec/site.md §9: "Static review sample: 223 reviews, average 4.1"): a reviews
 * file (lib/reviews/file.ts) with exactly `count` reviews whose ratings average `average` to one
 * decimal place, dated over the years before `until`, newest first. Like real Google reviews, some
 * have no text and some are Google's translations, which §5's rules leave out. The same options
 * always give the same file.
 */
import type { Review, ReviewsFileInput } from '../lib/reviews/file.ts';
import { addDays } from '../lib/hours/clock.ts';
import { createRandom, hashString, type Random } from './random.ts';

export interface DemoReviewOptions {
  seed: string;
  count: number;
  /** The average rating, to one decimal place. */
  average: number;
  /** What the place does: the reviews talk about buying, or about servicing. */
  kind: 'sales' | 'service';
  /** The newest review's latest day (YYYY-MM-DD); they go back three years from it. */
  until: string;
  url?: string;
}

const SPAN_DAYS = 3 * 365;
const NO_TEXT_SHARE = 0.06;
const TRANSLATED_SHARE = 0.03;

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
  'Zoe',
  'Ethan',
  'Ruby',
  'Liam',
  'Sophie',
  'Mason',
  'Harper',
  'Leo',
  'Ella',
  'Samuel',
  'Matilda',
  'Daniel',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Hannah',
  'Nathan',
  'Aisha',
  'Tariq',
  'Siobhan',
  'Declan',
  'Nikau',
  'Aroha',
  'Giulia',
  'Marco',
  'Thi',
  'Minh',
  'Fatima',
];
const SURNAME_INITIALS = 'ABCDEFGHJKLMNOPRSTW';

const STAFF = ['Sam', 'Josh', 'Kate', 'Raj', 'Emma', 'Ben', 'Tina', 'Luke'];

const OPENINGS: Record<DemoReviewOptions['kind'], Record<'good' | 'mixed' | 'poor', string[]>> = {
  sales: {
    good: [
      'Bought our new car here and the whole process was easy.',
      'Fantastic experience from the test drive to picking up the keys.',
      'Really happy with how smooth the purchase was.',
      'Best car buying experience I have had.',
      'Traded in our old car and drove away in a new one the same week.',
      'Honest, friendly and no pressure at all.',
    ],
    mixed: [
      'Got the car we wanted in the end, though it took longer than promised.',
      'Good price on the car, but the paperwork dragged on.',
      'Friendly staff, but we had to chase a few things up.',
    ],
    poor: [
      'Delivery was delayed twice and nobody called to tell us.',
      'Felt rushed and the trade-in offer was disappointing.',
      'Communication after the sale was poor.',
    ],
  },
  service: {
    good: [
      'Car was serviced on time and ready when they said it would be.',
      'Great service department, always clear about what needs doing.',
      'Dropped the car in for its logbook service and it came back spotless.',
      'Quick, honest and fairly priced servicing.',
      'Loan car was ready and the service was done the same day.',
    ],
    mixed: [
      'Service was fine but the wait for a booking was long.',
      'Good work on the car, though it was ready later than quoted.',
      'Staff were nice but the quote changed on the day.',
    ],
    poor: [
      'Had to bring the car back twice for the same problem.',
      'Waited over an hour past the pick-up time.',
      'Nobody called back about the quote.',
    ],
  },
};
const MIDDLES = [
  '{staff} explained everything clearly and answered all our questions.',
  '{staff} went out of their way to help.',
  'The team kept us updated the whole way.',
  'Nothing was too much trouble.',
  'Everything was ready when we arrived.',
  'The waiting area was comfortable and the coffee was good.',
];
const CLOSINGS = [
  'Highly recommend.',
  'Will definitely be back.',
  'Thanks to the whole team.',
  'Would recommend to family and friends.',
  'Five stars from us.',
  '',
];
const TRANSLATED = [
  '(Translated by Google) Very good service, friendly staff.\n\n(Original)\nMuy buen servicio, personal amable.',
  '(Translated by Google) Excellent, recommended.\n\n(Original)\nEccellente, consigliato.',
];

/** `count` ratings from 1 to 5 whose sum is the nearest whole number to count × average, shuffled. */
function ratingsFor(count: number, average: number, random: Random): number[] {
  const target = Math.round(count * average);
  const ratings = Array.from(
    { length: count },
    () =>
      random.weighted([
        [5, 60],
        [4, 18],
        [3, 8],
        [2, 5],
        [1, 9],
      ] as const) as number,
  );
  let sum = ratings.reduce((a, b) => a + b, 0);
  // Nudge single reviews up or down a star until the sum is the target: the shape stays skewed to 5 as Google's is.
  while (sum !== target) {
    const i = random.int(0, count - 1);
    const step = sum < target ? 1 : -1;
    const next = ratings[i]! + step;
    if (next < 1 || next > 5) continue;
    ratings[i] = next;
    sum += step;
  }
  return ratings;
}

function reviewText(rating: number, kind: DemoReviewOptions['kind'], random: Random): string {
  if (random.chance(NO_TEXT_SHARE)) return '';
  if (random.chance(TRANSLATED_SHARE)) return random.pick(TRANSLATED);
  const band = rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
  const parts = [random.pick(OPENINGS[kind][band])];
  if (band === 'good') parts.push(random.pick(MIDDLES).replace('{staff}', random.pick(STAFF)), random.pick(CLOSINGS));
  return parts.filter(Boolean).join(' ');
}

export function generateDemoReviews(options: DemoReviewOptions): ReviewsFileInput {
  const random = createRandom(`reviews:${options.seed}`);
  const ratings = ratingsFor(options.count, options.average, random);
  const reviews: Review[] = ratings.map((rating, index) => ({
    id: `g-${hashString(`${options.seed}:${index}`).toString(16).padStart(8, '0')}`,
    customerName: `${random.pick(FIRST_NAMES)} ${random.pick([...SURNAME_INITIALS])}.`,
    rating,
    text: reviewText(rating, options.kind, random),
    date: addDays(options.until, -random.int(0, SPAN_DAYS)),
  }));
  reviews.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
  return {
    count: options.count,
    averageRating: Math.round(mean * 10) / 10,
    ...(options.url !== undefined && { url: options.url }),
    reviews,
  };
}
