import { useState } from 'react';
import styled from 'styled-components';
import { useImageUrl } from '../shared/useImageUrl';

const Img = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 750 / 300;
  object-fit: cover;
  background: ${(p) => p.theme.color.bg.sunken};
`;

/** A promotion or announcement image; a failed image is hidden (spec 001 section 2). */
export function PromotionImage({ url, alt = '' }: { url: string | undefined; alt?: string }) {
  const [failed, setFailed] = useState(false);
  const src = useImageUrl();
  if (!url || failed) return null;
  return <Img src={src(url)} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
