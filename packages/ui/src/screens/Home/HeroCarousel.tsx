import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '../../components/Button';
import { useReducedMotion } from '../../theme/motion';
import { paths } from '../../paths';
import { HERO_AUTOPLAY_DELAY, HERO_SLIDES, type HeroSlide } from './content';
import * as styles from './HeroCarousel.css';

export interface HeroCarouselProps {
  slides?: readonly HeroSlide[];
  /**
   * Start playing on its own. Defaults to on, unless the reader prefers reduced motion or the
   * host turned motion off (tests, visual snapshots); the Play button can still start it.
   */
  autoplay?: boolean;
}

/**
 * The home hero: three slides that loop. Autoplay pauses while the pointer is over the carousel or
 * focus is inside it, and stays paused after the reader presses Pause (WCAG 2.2.2).
 */
export function HeroCarousel({ slides = HERO_SLIDES, autoplay }: HeroCarouselProps) {
  const reducedMotion = useReducedMotion();
  const [userPaused, setUserPaused] = useState(!(autoplay ?? !reducedMotion));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  // The plugin never starts or stops by itself: the effect below decides, so the rules stay in one place.
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: HERO_AUTOPLAY_DELAY,
        playOnInit: false,
        stopOnInteraction: false,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    ],
    [],
  );
  // Embla's duration is not in milliseconds; 30 moves a slide in roughly docs/product.md's 600 ms.
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: 30 }, plugins);

  useEffect(() => {
    if (!api) return undefined;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on('select', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      api.off('select', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api]);

  const shouldPlay = !userPaused && !hovered && !focused;
  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (shouldPlay) plugin.play();
    else plugin.stop();
  }, [api, shouldPlay]);

  // With reduced motion a slide change jumps instead of sliding.
  const goTo = useCallback(
    (index: number) => api?.scrollTo(index, reducedMotion),
    [api, reducedMotion],
  );
  const previous = useCallback(() => api?.scrollPrev(reducedMotion), [api, reducedMotion]);
  const next = useCallback(() => api?.scrollNext(reducedMotion), [api, reducedMotion]);

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label="Highlights"
      data-autoplay={playing ? 'playing' : 'paused'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        {/* Announce slide changes only when they were asked for, not every 3.5 s. */}
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              // Slides out of view are neither read nor reachable with Tab.
              inert={index !== selected}
              aria-hidden={index !== selected}
            >
              <img
                className={styles.background}
                src={slide.image}
                alt=""
                // The first slide is what a visitor sees first; the others have 3.5 s to load.
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
              <div className={styles.content}>
                <div className={styles.panel}>
                  <h2 className={styles.title}>{slide.title}</h2>
                  <p className={styles.subtitle}>{slide.subtitle}</p>
                  <ButtonLink to={paths.courses.href()} size="lg">
                    Explore Courses
                  </ButtonLink>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.bottomBar}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setUserPaused((value) => !value)}
          aria-label={userPaused ? 'Play slideshow' : 'Pause slideshow'}
        >
          {userPaused ? (
            <Play size={18} fill="currentColor" aria-hidden="true" />
          ) : (
            <Pause size={18} fill="currentColor" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          className={styles.arrow}
          onClick={previous}
          aria-label="Previous slide"
        >
          <ChevronLeft size={22} strokeWidth={2.5} aria-hidden="true" />
        </button>
        <ul className={styles.dots}>
          {slides.map((slide, index) => (
            <li key={slide.title}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${index + 1}: ${slide.title}`}
                aria-current={index === selected}
                onClick={() => goTo(index)}
              />
            </li>
          ))}
        </ul>
        <button type="button" className={styles.arrow} onClick={next} aria-label="Next slide">
          <ChevronRight size={22} strokeWidth={2.5} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
