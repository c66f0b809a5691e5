import type { Language } from '@generated/routes';

/** Horizontal tricolours, top to bottom. */
const STRIPES: Partial<Record<Language, [string, string, string]>> = {
  lt: ['#fdb913', '#006a44', '#c1272d'],
  ru: ['#ffffff', '#0039a6', '#d52b1e'],
};

/** The flag shown for a language (decorative: the link it sits in names the language). */
export function Flag({ language }: { language: Language }) {
  const stripes = STRIPES[language];
  return (
    <svg className="site-footer__flag" viewBox="0 0 60 30" width="30" height="15" aria-hidden="true" focusable="false">
      {stripes ? (
        stripes.map((color, i) => <rect key={color} y={i * 10} width="60" height="10" fill={color} />)
      ) : (
        // English: a simplified Union Jack.
        <>
          <rect width="60" height="30" fill="#012169" />
          <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
          <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
          <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
          <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
        </>
      )}
      <rect width="60" height="30" fill="none" stroke="rgb(0 0 0 / 20%)" />
    </svg>
  );
}
