import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import type { Announcement } from '../announcements/announcementsApi';

/** The ticker moves at 30 frames a second (spec 001 section 9), one pixel a frame. */
export const MARQUEE_FPS = 30;

/** From the right edge of the ticker to past its left edge; the distances come from CSS variables. */
const scroll = keyframes`
  from { transform: translateX(var(--marquee-from)); }
  to { transform: translateX(var(--marquee-to)); }
`;

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space['2']};
  min-height: ${(p) => p.theme.size.touch};
  padding: 0 ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Viewport = styled.div`
  position: relative;
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;

const Track = styled.div`
  display: inline-flex;
  gap: ${(p) => p.theme.space['6']};
  /* until measured it waits out of sight (its run starts past the right edge) */
  visibility: hidden;
  /* a CSS animation in 30 steps a second: the compositor moves it, the main thread stays free */
  &[data-running='true'] {
    visibility: visible;
    animation: ${scroll} var(--marquee-duration) steps(var(--marquee-frames)) infinite;
  }
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    visibility: visible;
    &[data-running='true'] {
      animation: none;
    }
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${(p) => p.theme.size.touch};
    color: ${(p) => p.theme.color.text.primary};
    text-decoration: none;
  }
`;

const Empty = styled(Link)`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: ${(p) => p.theme.size.touch};
  color: inherit;
  text-decoration: none;
`;

const Failed = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space['2']};
`;

const Speaker = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12" />
  </svg>
);

/**
 * The announcement ticker: titles scroll right to left; a title opens that announcement on /m/notice.
 * Without announcements it says no_announcement and still leads to /m/notice. `onRetry`: the announcements did not
 * load; the ticker says so with retry (not that there are none).
 */
export function AnnouncementMarquee({ items, onRetry }: { items: readonly Pick<Announcement, 'id' | 'title'>[]; onRetry?: () => void }) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<{ from: number; to: number } | null>(null);

  // the track runs from the right edge until its end has left on the left; its sizes are read when the browser
  // has laid them out (a ResizeObserver: no layout forced while the page's first view is put in place)
  useEffect(() => {
    const [view, line] = [viewport.current, track.current];
    if (!view || !line || typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(() => {
      const [from, width] = [view.clientWidth, line.scrollWidth];
      const next = from > 0 && width > 0 ? { from, to: -width } : null;
      // the same sizes keep the running animation (a new object would restart it)
      setMotion((prev) => (prev && next && prev.from === next.from && prev.to === next.to ? prev : next));
    });
    observer.observe(view);
    observer.observe(line);
    return () => observer.disconnect();
  }, [items]);

  const frames = motion ? Math.max(1, motion.from - motion.to) : 0;
  const style = motion
    ? ({
        '--marquee-from': `${motion.from}px`,
        '--marquee-to': `${motion.to}px`,
        '--marquee-duration': `${frames / MARQUEE_FPS}s`,
        '--marquee-frames': frames,
      } as CSSProperties)
    : undefined;

  return (
    <Bar aria-label={t('home.announcements')}>
      <Speaker />
      {onRetry ? (
        <Failed role="alert">
          {t('common.loadFailed')}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Failed>
      ) : items.length === 0 ? (
        <Empty to="/m/notice">{t('home.noAnnouncement')}</Empty>
      ) : (
        <Viewport ref={viewport}>
          <Track ref={track} data-running={motion !== null} style={style}>
            {items.map((item, index) => (
              <Link key={item.id} to={`/m/notice?index=${index}`}>
                {item.title}
              </Link>
            ))}
          </Track>
        </Viewport>
      )}
    </Bar>
  );
}
