import classes from './community.module.css';

/**
 * A post's image where the post is shown (list and page). Lazy and decoded off the main thread:
 * a list may hold many, and the box (`.postImage`) keeps its place until the file arrives.
 */
export function PostImage({
  src,
  alt,
  className,
  testId,
}: {
  src: string;
  alt: string;
  /** How this place differs from the shared box (its width, its fit). */
  className?: string;
  testId: string;
}) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className ? `${classes.postImage} ${className}` : classes.postImage}
      data-testid={testId}
    />
  );
}
