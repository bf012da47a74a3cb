import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '/work/wt/phones/scripts/chromium.mjs';
const [role, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: `/work/wt/phones/e2e/.auth/slot-1/${role}.json` });
const page = await context.newPage();
await page.goto('http://127.0.0.1:4183' + path);
await page.locator('main table tbody tr:not([aria-hidden="true"])').first().waitFor({ timeout: 30000 });
console.log(await page.evaluate(() => [...document.querySelectorAll("body *")].filter(e => { const r = e.getBoundingClientRect(); return r.right > 400 && getComputedStyle(e).position !== "static"; }).slice(0,10).map(e => e.tagName + "." + String(e.className).slice(0,90) + " " + JSON.stringify(e.getBoundingClientRect()) ).join("\n")));
console.log(await page.evaluate(() => {
  let el = document.querySelector('main table');
  const out = [];
  while (el) { const cs = getComputedStyle(el); out.push(`${el.tagName}.${String(el.className).slice(0,60)} sw=${el.scrollWidth} cw=${el.clientWidth} ow=${cs.overflowX} w=${Math.round(el.getBoundingClientRect().width)}`); el = el.parentElement; }
  return out.join('\n');
}));
await browser.close();
