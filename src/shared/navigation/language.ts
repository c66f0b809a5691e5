/** The site language a pathname is in: its /en or /ru prefix, else the default (lt). */
export { languageOf } from '@generated/routes';
