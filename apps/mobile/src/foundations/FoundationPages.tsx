/**
 * Storybook's Foundations pages for designers: the current brand's tokens in the current colour mode, read at
 * run time from the CSS custom properties (useTokenReader), so they follow the toolbars and any token file edit,
 * with each token's DTCG name, alias chain, type and file as the build made them (useTokenSources).
 * Designer-facing reference in English (Storybook only, never in the site's bundle).
 */
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { useBrand, useBrandAssets, useColorMode } from '@wl/brand';
import * as uiKit from '@wl/ui-kit';
import { COLOUR_CHECKS, CONTRAST_MINIMUM, type ColourCheck } from '@wl/brand/contrast';
import { contrastLevel, contrastRatio, formatRatio } from './contrast';
import { token, tokenLeaves, useTokenReader, useTokenSources, type TokenLeaf, type TokenReader } from './tokenValues';

const Page = styled.main`
  min-height: 100vh;
  padding: ${(p) => p.theme.space['4']};
  background: ${(p) => p.theme.color.bg.page};
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Title = styled.h1`
  margin: 0 0 ${(p) => p.theme.space['1']};
  font-size: ${(p) => p.theme.font.size.xl};
`;

const Lead = styled.p`
  margin: 0 0 ${(p) => p.theme.space['4']};
  color: ${(p) => p.theme.color.text.secondary};
`;

const Section = styled.section`
  margin-bottom: ${(p) => p.theme.space['5']};
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${(p) => p.theme.space['2']};
  font-size: ${(p) => p.theme.font.size.lg};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  gap: ${(p) => p.theme.space['3']};
  align-items: flex-start;
  padding: ${(p) => p.theme.space['3']};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.color.bg.surface};
`;

const Details = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${(p) => p.theme.space['1']};
  min-width: 0;
`;

const Name = styled.code`
  font-weight: ${(p) => p.theme.font.weight.bold};
`;

const Meta = styled.span`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const Swatch = styled.span`
  flex: none;
  width: 3rem;
  height: 3rem;
  border: 1px solid ${(p) => p.theme.color.border.strong};
  border-radius: ${(p) => p.theme.radius.md};
`;

const Checks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $failed: boolean }>`
  padding: 2px ${(p) => p.theme.space['2']};
  border: ${(p) => (p.$failed ? `2px solid ${p.theme.color.status.danger}` : `1px solid ${p.theme.color.border.default}`)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.sunken};
  font-size: ${(p) => p.theme.font.size.sm};
`;

function Header({ page, children }: { page: string; children?: ReactNode }) {
  const brand = useBrand();
  const { mode } = useColorMode();
  return (
    <>
      <Title>{page}</Title>
      <Lead>
        {brand.name} ({brand.id}), {mode} mode. {children}
      </Lead>
    </>
  );
}

// ---- colours --------------------------------------------------------------------------------------------------

interface MeasuredCheck extends ColourCheck {
  ratio: number | undefined;
  passes: boolean | undefined;
}

function measure(check: ColourCheck, read: TokenReader): MeasuredCheck {
  const fg = read.color(token(check.fg));
  const bg = read.color(token(check.bg));
  const page = read.color(token('color.bg.page'));
  const ratio = fg && bg ? contrastRatio(fg, bg, page) : undefined;
  return { ...check, ratio, passes: ratio === undefined || !check.need ? undefined : ratio >= CONTRAST_MINIMUM[check.need] };
}

const short = (name: string) => name.replace(/^color\./, '');

function CheckChip({ check }: { check: MeasuredCheck }) {
  const verdict =
    check.passes === undefined
      ? ''
      : check.passes
        ? ` ✓ ${check.need} ≥ ${CONTRAST_MINIMUM[check.need!]}:1`
        : ` ✗ below ${CONTRAST_MINIMUM[check.need!]}:1 for ${check.need}`;
  return (
    <Chip $failed={check.passes === false} data-passes={check.passes === undefined ? 'info' : String(check.passes)}>
      {short(check.fg)} on {short(check.bg)}: {check.ratio === undefined ? 'n/a' : formatRatio(check.ratio)}
      {check.ratio !== undefined && check.need ? ` ${contrastLevel(check.ratio)}` : ''}
      {verdict}
    </Chip>
  );
}

/**
 * Where a token's value comes from, as the brand's DTCG file writes it: its alias chain (`= {color.brand.primary}
 * = {palette.gold}`), its type, the file and path that set it, and the designer's description.
 */
function TokenOrigin({ leaf }: { leaf: TokenLeaf }) {
  const source = useTokenSources()(leaf);
  if (!source) return null;
  return (
    <>
      <Meta data-testid="token-origin">
        {source.chain.length > 0 ? `= ${source.chain.map((name) => `{${name}}`).join(' = ')} · ` : ''}
        {source.type} · {source.file} {source.path}
      </Meta>
      {source.description && <Meta>{source.description}</Meta>}
    </>
  );
}

function ColourRow({ leaf, read }: { leaf: TokenLeaf; read: TokenReader }) {
  const checks = (COLOUR_CHECKS[leaf.name] ?? []).map((check) => measure(check, read));
  return (
    <Row aria-label={leaf.name}>
      <Swatch style={{ background: `var(${leaf.cssVar})` }} />
      <Details>
        <Name>{leaf.name}</Name>
        <Meta>
          {leaf.cssVar}: {read.value(leaf)}
        </Meta>
        <TokenOrigin leaf={leaf} />
        {checks.length > 0 && (
          <Checks aria-label="Contrast">
            {checks.map((check) => (
              <CheckChip key={`${check.fg}/${check.bg}`} check={check} />
            ))}
          </Checks>
        )}
      </Details>
    </Row>
  );
}

const COLOUR_GROUPS: readonly { key: string; title: string }[] = [
  { key: 'bg', title: 'Backgrounds' },
  { key: 'text', title: 'Text' },
  { key: 'brand', title: 'Brand' },
  { key: 'border', title: 'Borders' },
  { key: 'status', title: 'Status' },
  { key: 'badge', title: 'Badge' },
];

export function ColoursPage() {
  const read = useTokenReader();
  const all = tokenLeaves(['color']);
  const measured = all.flatMap((leaf) => (COLOUR_CHECKS[leaf.name] ?? []).map((check) => measure(check, read))).filter((c) => c.passes !== undefined);
  const failing = measured.filter((c) => c.passes === false).length;
  return (
    <Page>
      <Header page="Colours">
        Contrast is the WCAG 2 ratio of each colour against the background it is used on: text needs 4.5:1, an edge, icon or focus ring 3:1.
      </Header>
      <Lead role="status" data-testid="contrast-summary">
        {measured.length - failing} of {measured.length} pairs meet their minimum{failing > 0 ? `; ${failing} below` : ''}.
      </Lead>
      {COLOUR_GROUPS.map((group) => {
        const leaves = all.filter((leaf) => leaf.path[1] === group.key);
        return (
          <Section key={group.key} aria-labelledby={`colours-${group.key}`}>
            <SectionTitle id={`colours-${group.key}`}>
              {group.title} <Meta>color.{group.key}</Meta>
            </SectionTitle>
            <List>
              {leaves.map((leaf) => (
                <ColourRow key={leaf.name} leaf={leaf} read={read} />
              ))}
            </List>
          </Section>
        );
      })}
    </Page>
  );
}

// ---- type -----------------------------------------------------------------------------------------------------

const SAMPLE = 'Deposit 1,250.00 · Depositar · Nạp tiền · 存款';

export function TypographyPage() {
  const read = useTokenReader();
  const family = token('font.family');
  return (
    <Page>
      <Header page="Typography">Sizes are rem, so they follow the phone's text size setting (the site is checked at 200 %).</Header>
      <Section aria-labelledby="type-family">
        <SectionTitle id="type-family">Family</SectionTitle>
        <Row as="div">
          <Details>
            <Name>{family.name}</Name>
            <Meta>{read.value(family)}</Meta>
          </Details>
        </Row>
      </Section>
      <Section aria-labelledby="type-scale">
        <SectionTitle id="type-scale">Scale</SectionTitle>
        <List>
          {tokenLeaves(['font', 'size'])
            .slice()
            .reverse()
            .map((leaf) => (
              <Row key={leaf.name} aria-label={leaf.name}>
                <Details>
                  <span style={{ fontSize: `var(${leaf.cssVar})`, lineHeight: 1.3 }}>{SAMPLE}</span>
                  <Meta>
                    <Name>{leaf.name}</Name> {read.value(leaf)} = {remToPx(read.value(leaf))}
                  </Meta>
                </Details>
              </Row>
            ))}
        </List>
      </Section>
      <Section aria-labelledby="type-weight">
        <SectionTitle id="type-weight">Weights</SectionTitle>
        <List>
          {tokenLeaves(['font', 'weight']).map((leaf) => (
            <Row key={leaf.name} aria-label={leaf.name}>
              <Details>
                <span style={{ fontWeight: `var(${leaf.cssVar})` as CSSProperties['fontWeight'] }}>{SAMPLE}</span>
                <Meta>
                  <Name>{leaf.name}</Name> {read.value(leaf)}
                </Meta>
              </Details>
            </Row>
          ))}
        </List>
      </Section>
    </Page>
  );
}

/** `0.9375rem` as pixels at the page's root font size now (16 px unless the reader changed it). */
function remToPx(value: string): string {
  const rem = /^(\d+(?:\.\d+)?)rem$/.exec(value);
  if (!rem) return value;
  const root = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return `${Math.round(Number(rem[1]) * root * 100) / 100}px`;
}

// ---- spacing, sizes, radius, elevation ------------------------------------------------------------------------

const Bar = styled.span`
  display: block;
  height: 1rem;
  border-radius: 2px;
  background: ${(p) => p.theme.color.brand.primary};
`;

export function SpacingPage() {
  const read = useTokenReader();
  return (
    <Page>
      <Header page="Spacing and sizes">Gaps and padding come from this scale; sizes are the touch target and the bars.</Header>
      <Section aria-labelledby="space-scale">
        <SectionTitle id="space-scale">Space</SectionTitle>
        <List>
          {tokenLeaves(['space']).map((leaf) => (
            <Row key={leaf.name} aria-label={leaf.name}>
              <Details>
                <Bar style={{ width: `var(${leaf.cssVar})` }} />
                <Meta>
                  <Name>{leaf.name}</Name> {read.value(leaf)}
                </Meta>
                <TokenOrigin leaf={leaf} />
              </Details>
            </Row>
          ))}
        </List>
      </Section>
      <Section aria-labelledby="size-scale">
        <SectionTitle id="size-scale">Sizes</SectionTitle>
        <List>
          {tokenLeaves(['size']).map((leaf) => (
            <Row key={leaf.name} aria-label={leaf.name}>
              <Swatch style={{ width: `var(${leaf.cssVar})`, height: `var(${leaf.cssVar})`, background: 'transparent' }} />
              <Details>
                <Name>{leaf.name}</Name>
                <Meta>{read.value(leaf)}</Meta>
              </Details>
            </Row>
          ))}
        </List>
      </Section>
    </Page>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${(p) => p.theme.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space['2']};
  align-items: center;
  padding: ${(p) => p.theme.space['3']};
  text-align: center;
`;

const Shape = styled.span`
  width: 5rem;
  height: 5rem;
  border: 2px solid ${(p) => p.theme.color.brand.primary};
  background: ${(p) => p.theme.color.bg.surface};
`;

export function RadiusPage() {
  const read = useTokenReader();
  return (
    <Page>
      <Header page="Radius">Corner radii of controls, cards and pills.</Header>
      <Grid>
        {tokenLeaves(['radius']).map((leaf) => (
          <Tile key={leaf.name} aria-label={leaf.name}>
            <Shape style={{ borderRadius: `var(${leaf.cssVar})` }} />
            <Name>{leaf.name}</Name>
            <Meta>{read.value(leaf)}</Meta>
            <TokenOrigin leaf={leaf} />
          </Tile>
        ))}
      </Grid>
    </Page>
  );
}

export function ElevationPage() {
  const read = useTokenReader();
  return (
    <Page>
      <Header page="Elevation">Shadows change with the mode: cards on the page, raised sheets (dialogs, drawers) above them.</Header>
      <Grid>
        {tokenLeaves(['shadow']).map((leaf) => (
          <Tile key={leaf.name} aria-label={leaf.name}>
            <Shape style={{ boxShadow: `var(${leaf.cssVar})`, border: 'none', borderRadius: `var(${token('radius.card').cssVar})` }} />
            <Name>{leaf.name}</Name>
            <Meta>{read.value(leaf)}</Meta>
          </Tile>
        ))}
      </Grid>
    </Page>
  );
}

// ---- icons and logos ------------------------------------------------------------------------------------------

/** Every icon ui-kit exports (`…Icon`): a new icon shows here by itself. */
export const UI_KIT_ICONS = Object.entries(uiKit)
  .filter(([name, value]) => name.endsWith('Icon') && name !== 'Icon' && typeof value === 'function')
  .map(([name, value]) => ({ name, Icon: value as ComponentType<uiKit.IconProps> }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Where an asset comes from: its path, or for one the build inlined, its type and size. */
function describeAsset(src: string): string {
  const inline = /^data:([^;,]{1,100})(;base64)?,/.exec(src);
  if (!inline) return src;
  const data = src.slice(inline[0].length);
  const bytes = inline[2] ? Math.floor((data.length * 3) / 4) : decodeURIComponent(data).length;
  return `inlined by the build: ${inline[1]}, ${(bytes / 1024).toFixed(1)} KB`;
}

const Glyph = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.bg.surface};
  color: ${(p) => p.theme.color.text.primary};
  font-size: 1.5rem;
`;

const BrandImage = styled.img`
  max-width: 100%;
  height: 3.5rem;
  object-fit: contain;
`;

export function IconsPage() {
  const assets = useBrandAssets();
  return (
    <Page>
      <Header page="Icons">24 × 24 strokes in the text colour; decorative (hidden from screen readers), the accessible name is on the button.</Header>
      <Section aria-labelledby="icons-brand">
        <SectionTitle id="icons-brand">Brand icon</SectionTitle>
        <Row as="div">
          <BrandImage src={assets.icon} alt="Brand icon" />
          <Meta>{describeAsset(assets.icon)}</Meta>
        </Row>
      </Section>
      <Section aria-labelledby="icons-ui-kit">
        <SectionTitle id="icons-ui-kit">ui-kit icons</SectionTitle>
        <Grid>
          {UI_KIT_ICONS.map(({ name, Icon }) => (
            <Tile key={name}>
              <Glyph>
                <Icon />
              </Glyph>
              <Name>{name}</Name>
            </Tile>
          ))}
        </Grid>
      </Section>
    </Page>
  );
}

const LogoStage = styled.div`
  display: grid;
  place-items: center;
  padding: ${(p) => p.theme.space['4']};
  border-radius: ${(p) => p.theme.radius.card};
`;

export function LogosPage() {
  const assets = useBrandAssets();
  const { mode } = useColorMode();
  const shown = (mode === 'dark' ? assets.logoDark : assets.logoLight) ?? assets.logo;
  const logos: { name: string; src: string | undefined }[] = [
    { name: 'logo', src: assets.logo },
    { name: 'logoDark', src: assets.logoDark },
    { name: 'logoLight', src: assets.logoLight },
  ];
  return (
    <Page>
      <Header page="Logos">The site shows the drawing for the current mode when the brand has one (logoDark, logoLight), else its logo.</Header>
      <List>
        {logos.map(({ name, src }) => (
          <Row key={name} aria-label={name}>
            <Details>
              <Name>
                {name}
                {src === undefined ? '' : src === shown ? ' (shown in this mode)' : ' (not used in this mode)'}
              </Name>
              {src ? (
                <>
                  <LogoStage style={{ background: `var(${token('color.bg.page').cssVar})` }}>
                    <BrandImage src={src} alt={`${name} on the page background`} />
                  </LogoStage>
                  <LogoStage style={{ background: `var(${token('color.brand.gradientFrom').cssVar})` }}>
                    <BrandImage src={src} alt={`${name} on the header gradient`} />
                  </LogoStage>
                  <Meta>{describeAsset(src)}</Meta>
                </>
              ) : (
                <Meta>not set: the logo is used</Meta>
              )}
            </Details>
          </Row>
        ))}
      </List>
    </Page>
  );
}
