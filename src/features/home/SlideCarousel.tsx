import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeLink } from '@/shared/banners/SafeLink';
import { mayAutoRotate, SLIDE_INTERVAL_MS, stepSlide } from './carousel-state';
import type { Slide } from './home-data';

/**
 * The home hero slides as an accessible carousel (WAI-ARIA carousel pattern): previous, next and a
 * pause/play button; rotation stops while the pointer or keyboard focus is inside, and never starts
 * for reduced-motion users. Hidden slides are `hidden`, so screen readers meet one slide at a time.
 */
export function SlideCarousel({ slides }: { slides: readonly Slide[] }) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  // Paused as the page was built (no motion preference there): it starts rotating once live, where allowed.
  const [playing, setPlaying] = useState(false);
  const [suspended, setSuspended] = useState(false);
  const count = slides.length;

  useEffect(() => setPlaying(mayAutoRotate()), []);

  useEffect(() => {
    if (!playing || suspended || count < 2) return undefined;
    const timer = setInterval(() => setIndex((current) => stepSlide(current, 1, count)), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, suspended, count]);

  if (count === 0) return null;
  const togglePlay = () => {
    setSuspended(false); // an explicit play rotates even with the pointer or focus on this button
    setPlaying(!playing);
  };
  const rotating = playing && !suspended && count > 1;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home:slides.label')}
      onMouseEnter={() => setSuspended(true)}
      onMouseLeave={() => setSuspended(false)}
      onFocus={() => setSuspended(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setSuspended(false);
      }}
    >
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={togglePlay}
            aria-label={t(playing ? 'home:slides.pause' : 'home:slides.play')}
          >
            {/* Two icons, one shown: both are laid out alike, so turning one into the other moves nothing. */}
            <span className="icon icon--pause" aria-hidden="true" hidden={!playing} />
            <span className="icon icon--play" aria-hidden="true" hidden={playing} />
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={() => setIndex(stepSlide(index, -1, count))}
            aria-label={t('home:slides.previous')}
          >
            <span className="icon icon--previous" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="carousel__button"
            onClick={() => setIndex(stepSlide(index, 1, count))}
            aria-label={t('home:slides.next')}
          >
            <span className="icon icon--next" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <div className="carousel__slides" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home:slides.slide', { current: i + 1, total: count })}
            hidden={i !== index}
          >
            <picture className="carousel__picture">
              <source media="(max-width: 767px)" srcSet={slide.mobileImageUrl} />
              <img src={slide.imageUrl} alt="" />
            </picture>
            <div className="carousel__text">
              <h2 className="carousel__title">{slide.title}</h2>
              <p>{slide.text}</p>
              {slide.buttonText ? (
                <SafeLink url={slide.buttonUrl} className="button">
                  {slide.buttonText}
                </SafeLink>
              ) : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
