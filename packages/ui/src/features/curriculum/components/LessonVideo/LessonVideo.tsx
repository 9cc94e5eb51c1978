import * as styles from './LessonVideo.css';

export interface LessonVideoProps {
  title: string;
  url: string;
  captionsUrl?: string;
}

/**
 * A video lesson in the page's own player (docs/product.md, Learning: no third-party player):
 * controls, never autoplay, captions when the lesson has them.
 */
export function LessonVideo({ title, url, captionsUrl }: LessonVideoProps) {
  return (
    // Captions are the author's to give (docs/product.md: optional); the track is there when they did.
    // The video and its captions come from the API, another origin wherever the app has its own:
    // without CORS mode the browser refuses the captions file (a track must be same-origin).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={styles.video}
      controls
      preload="metadata"
      crossOrigin="anonymous"
      aria-label={title}
      src={url}
    >
      {captionsUrl && (
        <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
      )}
    </video>
  );
}
