import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../testing';
import { QrCode, qrPath } from './QrCode';

describe('QrCode', () => {
  it('draws the dark modules of the value with a four-module quiet zone', () => {
    const { path, size } = qrPath('https://pay.example/o/1');
    // version 2 (25 modules) plus 4 on each side
    expect(size).toBe(33);
    // the top-left finder pattern starts inside the quiet zone
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
    expect(qrPath('https://pay.example/o/2').path).not.toBe(path);
  });

  it('is one image named by its label', () => {
    renderWithTheme(<QrCode value="https://pay.example/o/1" label="Scan to pay" />);
    const image = screen.getByRole('img', { name: 'Scan to pay' });
    expect(image.getAttribute('viewBox')).toBe('0 0 33 33');
  });
});
