/** The part of a Swiper instance the autoplay drives. */
export interface Slides {
  slideNext(speed: number): void;
  on(event: 'slideChange', handler: () => void): void;
  off(event: 'slideChange', handler: () => void): void;
}

/**
 * Moves to the next slide `delay` ms after the last change, with a transition of `speed` ms; a swipe by the
 * player restarts the wait. One timer instead of Swiper's autoplay module, which runs a requestAnimationFrame
 * loop for as long as the page is open and keeps the main thread of a mid-range phone busy. Returns the stop.
 */
export function autoplay(slides: Slides, delay: number, speed: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => slides.slideNext(speed), delay);
  };
  slides.on('slideChange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    slides.off('slideChange', schedule);
  };
}
