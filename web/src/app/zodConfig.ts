// zod decides per object schema, when it is built, whether to compile a fast parser with `new Function`.
// Under the page's CSP that probe throws and is reported as a violation; its interpreter needs no eval.
//
// zod keeps its settings in one object on `globalThis.__zod_globalConfig` (so copies of zod agree) and
// adopts an existing one when it loads. Setting `jitless` there, from the entry chunk, reaches every
// schema of every lazy chunk without downloading any of zod on the first load. It works in either order:
// when zod is already loaded, this mutates the very object it reads. zodConfig.test.ts pins the mechanism,
// so a zod upgrade that moves it fails there instead of in the browser.
interface ZodGlobalConfigHolder {
  __zod_globalConfig?: { jitless?: boolean };
}

const holder = globalThis as ZodGlobalConfigHolder;
(holder.__zod_globalConfig ??= {}).jitless = true;
