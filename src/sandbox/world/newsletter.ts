/** Addresses subscribed to the newsletter (lowercased); one demo address is already on the list. */
export function createNewsletter(): Set<string> {
  return new Set(['ruta.kazlauskiene@example.lt']);
}
