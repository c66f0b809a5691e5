import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';

/** The "win more" card (campaign seed §4): offered after a Plan or Vas prize only, leading to another top-up. */
export function WinMore({ namespace, type, level = 2 }: { namespace: string; type: string; level?: 2 | 3 }) {
  const { t } = useTranslation(namespace);
  const { lang } = useRoute();
  const titleId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="win-more" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('winMore.title')}</Heading>
      <p>{t(`winMore.${type}`)}</p>
      <Link className="button" to={href('Refill', {}, lang)}>
        {t('actions.refill')}
      </Link>
    </section>
  );
}
