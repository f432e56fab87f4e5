/** The stars drawn for an average rating: the nearest whole star (4.6 draws five, 4.4 four). */
export function wholeStars(rating: number): number {
  return Math.round(rating);
}
