import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '/work/wt/phones/scripts/chromium.mjs';
const [role, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: `/work/wt/phones/e2e/.auth/slot-1/${role}.json` });
const page = await context.newPage();
for (const path of paths) {
  await page.goto('http://127.0.0.1:4183' + path);
  await page.locator('main h1').first().waitFor({ timeout: 30000 });
  await page.waitForTimeout(2500);
  const info = await page.evaluate(() => {
    const sw = document.documentElement.scrollWidth;
    const wide = [...document.querySelectorAll('body *')].filter((el) => { const r = el.getBoundingClientRect(); return r.right > window.innerWidth + 0.5 && r.width > 0; })
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 0.5)
      .slice(0, 8).map((el) => `${el.tagName}.${String(el.className).slice(0, 80)} right=${Math.round(el.getBoundingClientRect().right)}`);
    const row = document.querySelector('main table tbody tr:not([aria-hidden="true"])') || document.querySelector('main ul[aria-label] > li');
    return { sw, wide, rowTop: row && Math.round(row.getBoundingClientRect().top), rowBottom: row && Math.round(row.getBoundingClientRect().bottom) };
  });
  console.log(path, JSON.stringify(info, null, 1));
  await page.screenshot({ path: `/tmp/phones-${role}-${path.replace(/\W/g, '_')}.png` });
}
await browser.close();
