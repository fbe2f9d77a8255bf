import express from 'express';
import request from 'supertest';
import {
  allowFramingBy,
  allowPluginScripts,
  contentSecurityPolicy,
  pluginScriptSources,
  refuseSourceMaps,
  securityHeaders,
} from './security-headers';

function appWith(hstsMaxAgeSeconds: number) {
  const app = express();
  app.use(securityHeaders({ hstsMaxAgeSeconds }));
  app.use(refuseSourceMaps);
  app.get('/embedded', (_request, response) => {
    allowFramingBy(response, [
      'https://host.example.com/path',
      'not a url',
      'javascript:alert(1)',
      "https://x.example.com; script-src 'unsafe-eval'",
    ]);
    response.send('ok');
  });
  app.get('/embedded-nowhere', (_request, response) => {
    allowFramingBy(response, ['not a url']);
    response.send('ok');
  });
  app.get('/with-plugins', (_request, response) => {
    allowPluginScripts(response, ['https://plugins.example.com']);
    response.send('page');
  });
  app.get('/{*path}', (_request, response) => void response.send('page'));
  return app;
}

describe('security headers', () => {
  it('sends Strict-Transport-Security only when a max-age is configured', async () => {
    expect((await request(appWith(0)).get('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await request(appWith(31_536_000)).get('/')).headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('lets only parsed origins of the allowed domains frame an embedded page', async () => {
    const response = await request(appWith(0)).get('/embedded');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(['https://host.example.com']));
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('refuses framing when no allowed domain is a usable origin', async () => {
    const response = await request(appWith(0)).get('/embedded-nowhere');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("admits only the registered plugin bundles' sites for scripts, never a wildcard or eval", async () => {
    const sources = pluginScriptSources([
      'https://plugins.example.com/dots/main.js',
      'https://plugins.example.com/bars/main.js',
      'http://127.0.0.1:8123/plugin.js?v=2',
      '//cdn.example.org:8443/x.js',
      '/static/plugins/local.js',
      'javascript:alert(1)',
      "https://x.example.com; script-src 'unsafe-eval'",
      'https://*.example.com/a.js',
    ]);
    expect(sources).toEqual(['cdn.example.org:8443', 'http://127.0.0.1:8123', 'https://plugins.example.com']);
    const policy = contentSecurityPolicy(undefined, sources);
    expect(policy).toContain("script-src 'self' cdn.example.org:8443 http://127.0.0.1:8123 https://plugins.example.com;");
    expect(policy).not.toMatch(/unsafe-eval|\*/);
    expect(contentSecurityPolicy()).toContain("script-src 'self';");

    const page = await request(appWith(0)).get('/with-plugins');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy(undefined, ['https://plugins.example.com']));
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await request(appWith(0)).get('/')).headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('answers 404 for source maps, outside the API', async () => {
    expect((await request(appWith(0)).get('/assets/index.js.map')).status).toBe(404);
    expect((await request(appWith(0)).get('/assets/index.js')).status).toBe(200);
  });
});
