// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { BrandError, listBrands, loadBrand } from './loader';
import { brandPlugin, runtimeConfig } from './vitePlugin';

const repoBrands = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../brands');
let dir: string;
let base: Record<string, unknown>;

/** A brand folder; one that extends none gets the default brand's token file (a whole brand's tokens). */
function writeBrand(id: string, config: Record<string, unknown>, assets = true) {
  fs.mkdirSync(path.join(dir, id, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, id, 'brand.config.ts'), `export default ${JSON.stringify(config, null, 2)};\n`);
  if (config.extends === undefined) fs.copyFileSync(path.join(repoBrands, 'default', 'tokens.json'), path.join(dir, id, 'tokens.json'));
  if (assets) {
    fs.writeFileSync(path.join(dir, id, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, id, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dir, id, 'assets', 'logo-light.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
}

/** What a brand that extends another must set itself (its own files written by writeBrand). */
const identity = () => ({
  assets: { logo: 'assets/logo.svg', icon: 'assets/icon.svg' },
  links: { download: [], contact: {}, social: {}, chatHosts: [] },
});

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
  // a complete brand to start from: the real default brand, as plain data (its tokens are its token file's)
  const { tokens: _tokens, ...config } = (await loadBrand(repoBrands, 'default')).config;
  base = config;
  writeBrand('base', { ...base, id: 'base' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('loadBrand', () => {
  it('validates every brand in brands/', async () => {
    const ids = listBrands(repoBrands);
    expect(ids).toEqual(expect.arrayContaining(['default', 'sol', 'lotus']));
    for (const id of ids) await expect(loadBrand(repoBrands, id)).resolves.toMatchObject({ config: { id } });
  });

  it('deep-merges a brand that extends another: objects key by key, arrays replaced', async () => {
    writeBrand('child', { extends: 'base', id: 'child', name: 'Child', ...identity(), flags: { CBS3: true }, menu: ['MYACC'] });
    const { config, files } = await loadBrand(dir, 'child');
    expect(config.name).toBe('Child');
    expect(config.flags.CBS3).toBe(true);
    expect(config.flags.REGISTER_REE3).toBe((base.flags as Record<string, boolean>).REGISTER_REE3);
    expect(config.menu).toEqual(['MYACC']);
    expect(config.merchantCode).toBe(base.merchantCode);
    expect(files.map((f) => path.relative(dir, f))).toEqual(['child/brand.config.ts', 'base/brand.config.ts', 'base/tokens.json']);
  });

  it("never takes a brand's identity from the brand it extends: no name, artwork or links fails with the field", async () => {
    writeBrand('noidentity', { extends: 'base', id: 'noidentity' }, false);
    const message = String(await loadBrand(dir, 'noidentity').catch((e: Error) => e.message));
    for (const field of ['name', 'assets', 'links']) expect(message).toContain(`noidentity/brand.config.ts ${field}: required`);
    // the logo named but drawn only by the parent: the brand's own folder has no such file
    writeBrand('borrowed', { extends: 'base', id: 'borrowed', name: 'Borrowed', ...identity() }, false);
    await expect(loadBrand(dir, 'borrowed')).rejects.toThrow(/borrowed\/brand\.config\.ts assets\.logo: file "assets\/logo\.svg" does not exist in brands\/borrowed/);
    // no logo at all, or links without contact: the schema names the path
    writeBrand('nologo', { extends: 'base', id: 'nologo', name: 'No logo', ...identity(), assets: { icon: 'assets/icon.svg' } });
    await expect(loadBrand(dir, 'nologo')).rejects.toThrow(/nologo\/brand\.config\.ts assets\.logo/);
    writeBrand('nocontact', { extends: 'base', id: 'nocontact', name: 'No contact', ...identity(), links: { download: [], social: {}, chatHosts: [] } });
    await expect(loadBrand(dir, 'nocontact')).rejects.toThrow(/nocontact\/brand\.config\.ts links\.contact/);
  });

  it('owns its assets whole when it sets them: no light-mode logo of the brand it extends (sol shows its own logo)', async () => {
    writeBrand('ownlogo', { extends: 'base', id: 'ownlogo', name: 'Own logo', ...identity() });
    const { config, assetFiles } = await loadBrand(dir, 'ownlogo');
    expect(config.assets.logoLight).toBeUndefined();
    expect(assetFiles.logo).toBe(path.join(dir, 'ownlogo', 'assets', 'logo.svg'));
    for (const id of ['sol', 'lotus']) expect((await loadBrand(repoBrands, id)).config.assets.logoLight).toBeUndefined();
  });

  it('owns its links whole when it sets them: no contact or social link of the brand it extends', async () => {
    const sol = (await loadBrand(repoBrands, 'sol')).config.links;
    expect(Object.keys(sol.social).sort()).toEqual(['instagram', 'tiktok', 'whatsapp']);
    const lotus = (await loadBrand(repoBrands, 'lotus')).config.links;
    expect(lotus.contact).toEqual({ facebook: 'https://facebook.com/lotusclub.example' });
    expect(lotus.download.map((d) => d.url).join()).not.toMatch(/novaplay/);
  });

  it("serves a merchant on its own host names only: never the brand's it extends, and never bundled", async () => {
    expect((await loadBrand(repoBrands, 'sol')).config.hosts).toEqual(['m.solbet.example']);
    writeBrand('nohosts', { extends: 'base', id: 'nohosts', name: 'No hosts', ...identity() });
    expect(base.hosts).toEqual(['m.novaplay.example']);
    expect((await loadBrand(dir, 'nohosts')).config.hosts).toBeUndefined();
    writeBrand('ownhosts', { extends: 'base', id: 'ownhosts', name: 'Own hosts', ...identity(), hosts: ['m.own.example'] });
    const { config } = await loadBrand(dir, 'ownhosts');
    expect(config.hosts).toEqual(['m.own.example']);
    expect(runtimeConfig(config)).not.toHaveProperty('hosts');
    writeBrand('urlhost', { extends: 'base', id: 'urlhost', name: 'URL host', ...identity(), hosts: ['https://m.own.example'] });
    await expect(loadBrand(dir, 'urlhost')).rejects.toThrow(/hosts\.0: a lower-case host name/);
  });

  it('names the file and the field path of a bad value', async () => {
    writeBrand('broken', { extends: 'base', id: 'broken', name: 'Broken', ...identity(), flags: { CBS3: 'yes' } });
    const error = await loadBrand(dir, 'broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandError);
    expect((error as Error).message).toMatch(/broken\/brand\.config\.ts flags\.CBS3: .*expected boolean/i);
  });

  it('names a missing required field and an unknown language', async () => {
    const { merchantCode: _m, ...rest } = base;
    writeBrand('nomerchant', { ...rest, id: 'nomerchant', languages: { default: 'xx', enabled: ['xx'] } });
    const message = String(await loadBrand(dir, 'nomerchant').catch((e: Error) => e.message));
    expect(message).toContain('nomerchant/brand.config.ts merchantCode:');
    expect(message).toContain('languages.default: not a known language code');
  });

  it('takes no tokens from the config, and refuses a token file it would not read', async () => {
    writeBrand('inconfig', { extends: 'base', id: 'inconfig', name: 'In config', ...identity(), tokens: { dark: {} } });
    await expect(loadBrand(dir, 'inconfig')).rejects.toThrow(/inconfig\/brand\.config\.ts tokens: tokens are not set in the config: they live in tokens\.json/);
    writeBrand('oldfile', { extends: 'base', id: 'oldfile', name: 'Old file', ...identity() });
    fs.writeFileSync(path.join(dir, 'oldfile', 'tokens.ts'), 'export const tokens = {};\n');
    await expect(loadBrand(dir, 'oldfile')).rejects.toThrow(/oldfile\/tokens\.ts \(file\): not used: a brand's tokens are one DTCG file, tokens\.json/);
  });

  it('reports a missing asset file by name', async () => {
    writeBrand('missing', { ...base, id: 'missing', assets: { logo: 'assets/nope.svg', icon: 'assets/icon.svg' } });
    await expect(loadBrand(dir, 'missing')).rejects.toThrow(/missing\/brand\.config\.ts assets\.logo: file "assets\/nope\.svg" does not exist/);
  });

  it('refuses an unknown brand, an id that is not the folder name and an extends cycle', async () => {
    await expect(loadBrand(dir, 'ghost')).rejects.toThrow(/brand "ghost" does not exist \(known brands: .*base/);
    writeBrand('named', { ...base, id: 'other' });
    await expect(loadBrand(dir, 'named')).rejects.toThrow(/id: expected "named"/);
    writeBrand('loop-a', { extends: 'loop-b', id: 'loop-a', name: 'A', ...identity() });
    writeBrand('loop-b', { extends: 'loop-a', id: 'loop-b', name: 'B', ...identity() });
    await expect(loadBrand(dir, 'loop-a')).rejects.toThrow(/cycle/);
  });
});

describe('brandPlugin', () => {
  it('fails the build before bundling when the brand is broken', async () => {
    writeBrand('broken2', { extends: 'base', id: 'broken2', name: 'Broken', ...identity(), theme: { defaultMode: 'purple' } });
    const root = fs.mkdtempSync(path.join(dir, 'app-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<html><body><script type="module" src="./main.js"></script></body></html>');
    fs.writeFileSync(path.join(root, 'main.js'), 'console.log(1)');
    await expect(
      build({ root, logLevel: 'silent', configFile: false, plugins: [brandPlugin({ brand: 'broken2', brandsDir: dir })], build: { write: false } }),
    ).rejects.toThrow(/broken2\/brand\.config\.ts theme\.defaultMode/);
  });
});

describe('runtimeConfig', () => {
  it('ships no tokens, no public key, and of security only the platform URL rules, with their defaults', async () => {
    const { config } = await loadBrand(repoBrands, 'default');
    const runtime = runtimeConfig(config) as Record<string, unknown>;
    expect(runtime.tokens).toBeUndefined();
    expect(runtime.security).toEqual({ launchHosts: [], allowHttp: false });
    // the public key is virtual:brand-key's, loaded with the first encrypted call
    expect(runtime.api).toEqual({ baseUrl: config.api.baseUrl });
    expect(JSON.stringify(runtime)).not.toContain(config.api.publicKey);
    writeBrand('hosts', { extends: 'base', id: 'hosts', name: 'Hosts', ...identity(), security: { launchHosts: ['games.vendor.example'], allowHttp: true } });
    expect(runtimeConfig((await loadBrand(dir, 'hosts')).config).security).toEqual({ launchHosts: ['games.vendor.example'], allowHttp: true });
  });

  it('refuses a launch host that is not a host name', async () => {
    writeBrand('badhost', { extends: 'base', id: 'badhost', name: 'Bad host', ...identity(), security: { launchHosts: ['https://games.vendor.example'] } });
    await expect(loadBrand(dir, 'badhost')).rejects.toThrow(/security\.launchHosts\.0: a lower-case host name/);
  });
});
