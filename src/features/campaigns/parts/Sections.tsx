import { useTranslation } from 'react-i18next';
import { Paragraphs } from './Paragraphs';

/** Titled sections of a campaign page (texts.<lang>.sections.<id>.title/.text), numbered on the rules page. */
export function Sections({
  namespace,
  sections,
  numbered = false,
}: {
  namespace: string;
  sections: readonly string[];
  numbered?: boolean;
}) {
  const { t } = useTranslation(namespace);
  if (sections.length === 0) return null;
  return (
    <div className={`campaign-sections${numbered ? ' campaign-sections--numbered' : ''}`}>
      {sections.map((id, index) => (
        <section key={id} className="campaign-section" aria-labelledby={`campaign-section-${id}`}>
          <h2 id={`campaign-section-${id}`}>
            {numbered ? `${index + 1}. ` : ''}
            {t(`sections.${id}.title`)}
          </h2>
          <Paragraphs text={t(`sections.${id}.text`)} />
        </section>
      ))}
    </div>
  );
}
