/** Public reviews written from templates with a seeded PRNG: the same 5,200 reviews every run. */
import { chooser, seededRandom } from './random.ts';

export type ReviewSeed = {
  body: string;
  stars: number;
  received: Date;
  zipcode: string;
  publicLocation: string;
  latitude: number;
  longitude: number;
  firstName: string;
  lastInitial: string;
};

export type ServedZip = { zip: string; city: string; state: string; latitude: number; longitude: number };

const firstNames = [
  'Aaliyah',
  'Adam',
  'Alicia',
  'Amir',
  'Ana',
  'Andre',
  'Angela',
  'Ben',
  'Bianca',
  'Brian',
  'Carmen',
  'Chris',
  'Dana',
  'David',
  'Deepa',
  'Elena',
  'Emily',
  'Eric',
  'Fatima',
  'Gabriel',
  'Grace',
  'Hannah',
  'Hector',
  'Irene',
  'Jamal',
  'Jasmine',
  'Jen',
  'Jorge',
  'Julia',
  'Kevin',
  'Keisha',
  'Laura',
  'Leah',
  'Luis',
  'Maria',
  'Mark',
  'Megan',
  'Mei',
  'Michael',
  'Nadia',
  'Nate',
  'Olivia',
  'Omar',
  'Patrick',
  'Priya',
  'Rachel',
  'Ray',
  'Rosa',
  'Sam',
  'Sara',
  'Sean',
  'Sofia',
  'Tanya',
  'Tom',
  'Trevor',
  'Vanessa',
  'Wes',
  'Yuki',
  'Zoe',
  'Zach',
];

const cleaners = ['Maria', 'Tasha', 'Luz', 'Brenda', 'Kim', 'Ola', 'Denise', 'Rosa', 'Ivy', 'Carla', 'Nina', 'Joy'];
const rooms = ['kitchen', 'bathrooms', 'living room', 'bedrooms', 'floors', 'stovetop', 'shower', 'baseboards'];

const praise = [
  '{cleaner} did an amazing job on the {room}. It has not looked this good since we moved in.',
  'Booked on a Tuesday, {cleaner} was here Thursday morning. The {room} and {room2} are spotless.',
  'Second cleaning with {cleaner} and just as good as the first. Very thorough with the {room}.',
  'Easy to book, on time, and {cleaner} paid attention to every detail, especially the {room}.',
  'I work long hours and coming home to a clean apartment is worth every penny. Thank you {cleaner}!',
  'Great value for {hours} hours. {cleaner} prioritised the {room} like I asked and still got to the {room2}.',
  '{cleaner} was friendly and fast. The {room} sparkles and the whole place smells fresh.',
  'Used the first-cleaning deal and already booked again. {cleaner} is a keeper.',
];
const mixed = [
  'Good cleaning overall. {cleaner} ran out of time before the {room2}, but the {room} looked great.',
  '{cleaner} arrived a bit late but did solid work on the {room}. Would book again.',
  'Decent job for the price. The {room} was great; the {room2} needed another pass.',
];
const critical = [
  'The cleaner cancelled the night before and rescheduling took a few days. Support did refund the difference.',
  'The {room} was fine but the {room2} was missed. Support was responsive when I reported it.',
  'Not what I hoped for. I asked for the {room} first and it was left for last.',
];

const anchor = Date.UTC(2026, 9, 31, 18, 0, 0);
const threeYearsMs = 3 * 365 * 24 * 3600 * 1000;

/** Generates `count` reviews spread over the served zip codes and the three years to Oct 2026. */
export function generateReviews(served: readonly ServedZip[], count = 5200, seed = 20261122): ReviewSeed[] {
  const random = seededRandom(seed);
  const c = chooser(random);
  const reviews: ReviewSeed[] = [];
  for (let i = 0; i < count; i += 1) {
    const place = c.pick(served);
    const stars = c.weighted([
      [5, 78],
      [4, 14],
      [3, 4],
      [2, 2],
      [1, 2],
    ] as const);
    const template = stars >= 4 ? c.pick(praise) : stars === 3 ? c.pick(mixed) : c.pick(critical);
    const room = c.pick(rooms);
    const body = template
      .replaceAll('{cleaner}', c.pick(cleaners))
      .replaceAll('{room2}', c.pick(rooms.filter((r) => r !== room)))
      .replaceAll('{room}', room)
      .replaceAll('{hours}', String(c.pick([2, 3, 3, 4, 6])));
    reviews.push({
      body,
      stars,
      received: new Date(anchor - Math.floor(random() * threeYearsMs)),
      zipcode: place.zip,
      publicLocation: `${place.city}, ${place.state}`,
      latitude: place.latitude,
      longitude: place.longitude,
      firstName: c.pick(firstNames),
      lastInitial: `${String.fromCharCode(65 + c.int(0, 25))}.`,
    });
  }
  return reviews;
}
