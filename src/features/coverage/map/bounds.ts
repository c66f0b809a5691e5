/** Lithuania's bounding box, [[south, west], [north, east]] (the outline's, map/lithuania.ts). */
export const LITHUANIA_BOUNDS: [[number, number], [number, number]] = [
  [53.8864, 20.9252],
  [56.4429, 26.8005],
];
