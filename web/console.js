// The page's side of web/hal.py: MicroPython's WebAssembly port runs the console's own modules;
// this file gives them a canvas, keys, storage and an event loop, and nothing else.
import { loadMicroPython } from "./micropython.mjs";

const LOOP_MS = 10; // console/app.py LOOP_MS: a pass when no key is waiting
const STORE = "tigris-console:"; // localStorage prefix of the mirrored save folder
const SAVE_DIR = "/saves";

const canvas = document.getElementById("screen");
const ctx = canvas.getContext("2d", { alpha: false });
ctx.imageSmoothingEnabled = false;

// The port's memory, caught as it is instantiated: blit reads the pixels straight from it.
let wasmMemory = null;
function catchMemory(result) {
  const instance = result.instance || result;
  if (instance.exports && instance.exports.memory) wasmMemory = instance.exports.memory;
  return result;
}
const instantiate = WebAssembly.instantiate;
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiate = (...a) => instantiate.apply(WebAssembly, a).then(catchMemory);
if (instantiateStreaming) {
  WebAssembly.instantiateStreaming = (...a) =>
    instantiateStreaming.apply(WebAssembly, a).then(catchMemory);
}

// -- the panel: RGB565 big-endian pixels into the canvas ------------------------------------------
const images = new Map(); // one ImageData per blit size, reused
function rgba(hi, lo, out, i) {
  const v = (hi << 8) | lo;
  const r = (v >> 11) & 31, g = (v >> 5) & 63, b = v & 31;
  out[i] = (r << 3) | (r >> 2);
  out[i + 1] = (g << 2) | (g >> 4);
  out[i + 2] = (b << 3) | (b >> 2);
  out[i + 3] = 255;
}
const fillPixel = new Uint8ClampedArray(4);
const frameListeners = [];
const stats = {
  readyMs: null, frames: 0, heapAlloc: 0, heapFree: 0, heapPeak: 0, keys: [], error: null,
  codeKind: null, bootMs: {},
};
const page = {
  blit(x, y, w, h, addr) {
    const key = w * 1000 + h;
    let img = images.get(key);
    if (!img) images.set(key, (img = new ImageData(w, h)));
    const src = new Uint8Array(wasmMemory.buffer, addr, w * h * 2);
    const out = img.data;
    for (let p = 0, i = 0; p < src.length; p += 2, i += 4) rgba(src[p], src[p + 1], out, i);
    ctx.putImageData(img, x, y);
  },
  fill(x, y, w, h, colour) {
    // The console's colours are byte-swapped for framebuf (drivers/panel.py rgb565).
    rgba(colour & 0xff, colour >> 8, fillPixel, 0);
    ctx.fillStyle = `rgb(${fillPixel[0]},${fillPixel[1]},${fillPixel[2]})`;
    ctx.fillRect(x, y, w, h);
  },
  backlight(on) {
    canvas.classList.toggle("dark", !on);
  },
  frame(alloc, free) {
    stats.frames += 1;
    stats.heapAlloc = alloc;
    stats.heapFree = free;
    stats.heapPeak = Math.max(stats.heapPeak, alloc);
    drew = true;
  },
};

// -- saves: the save folder mirrored into localStorage, bytes as the save store wrote them -------
const mirrored = new Map(); // file name -> {stamp, text}: the node last seen, its base64
function toBase64(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return btoa(s);
}
function fromBase64(text) {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
function restoreSaves(FS) {
  FS.mkdir(SAVE_DIR);
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key.startsWith(STORE)) continue;
    const name = key.slice(STORE.length);
    const text = localStorage.getItem(key);
    FS.writeFile(SAVE_DIR + "/" + name, fromBase64(text));
    mirrored.set(name, { stamp: "", text });
  }
}
function mirrorSaves(FS) {
  // Called after every pass: a file is read only when its node, time or size changed (a save
  // writes a new temp file and renames it, so a new save is always a new node).
  const names = FS.readdir(SAVE_DIR).filter((n) => n !== "." && n !== "..");
  for (const name of names) {
    const st = FS.stat(SAVE_DIR + "/" + name);
    if (!FS.isFile(st.mode)) continue; // a folder stays in memory
    const stamp = `${st.ino}:${st.mtime.getTime()}:${st.size}`;
    const known = mirrored.get(name);
    if (known && known.stamp === stamp) continue;
    const text = toBase64(FS.readFile(SAVE_DIR + "/" + name));
    if (!known || known.text !== text) localStorage.setItem(STORE + name, text);
    mirrored.set(name, { stamp, text });
  }
  for (const name of [...mirrored.keys()]) {
    if (!names.includes(name)) {
      localStorage.removeItem(STORE + name);
      mirrored.delete(name);
    }
  }
}

// -- the code: the device build's modules, one bundle, written into the port's FS ---------------
function unpack(FS, bundle) {
  // Records: u16 path length, path (UTF-8), u32 size, bytes (little-endian; tools/build_web.py).
  const view = new DataView(bundle);
  const bytes = new Uint8Array(bundle);
  const text = new TextDecoder();
  const made = new Set();
  let at = 0;
  let files = 0;
  while (at < bytes.length) {
    const n = view.getUint16(at, true);
    const path = text.decode(bytes.subarray(at + 2, at + 2 + n));
    const size = view.getUint32(at + 2 + n, true);
    at += 6 + n;
    const parts = path.split("/");
    for (let i = 2; i < parts.length; i++) {
      const dir = parts.slice(0, i).join("/");
      if (!made.has(dir)) {
        try { FS.mkdir(dir); } catch (e) { /* already there */ }
        made.add(dir);
      }
    }
    FS.writeFile(path, bytes.subarray(at, at + size));
    at += size;
    files += 1;
  }
  return files;
}

// -- keys: keyboard (the simulator's mapping) and the on-page keys ------------------------------
let board = null;
let onePass = null;
let mask = 0;
let drew = false;
let layout = null;
const held = new Map(); // source (key code or pointer id) -> bit

function keyChanged(bit, down, stamp) {
  const next = down ? mask | bit : mask & ~bit;
  if (next === mask) return;
  mask = next;
  for (const el of document.querySelectorAll(".key")) {
    el.classList.toggle("held", Boolean(mask & Number(el.dataset.bit)));
  }
  if (!board) return;
  board.key_mask(mask);
  runPass(stamp);
}
function keyboardBit(event) {
  const name = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const key = layout.keyboard[name];
  return key === undefined ? 0 : 1 << layout.names.indexOf(key);
}
function onKey(event) {
  const bit = keyboardBit(event);
  if (!bit) return;
  event.preventDefault();
  if (event.repeat) return; // the console repeats a held D-pad key itself
  keyChanged(bit, event.type === "keydown", event.timeStamp);
}
function releaseAll() {
  // Focus lost (another tab, a dialog): every key is let go, REVEAL first by the latch's order.
  held.clear();
  if (mask) {
    const stamp = performance.now();
    mask = 0;
    for (const el of document.querySelectorAll(".key")) el.classList.remove("held");
    if (board) {
      board.key_mask(0);
      runPass(stamp);
    }
  }
}
function buildPad() {
  const pad = document.getElementById("pad");
  layout.names.forEach((name, bit) => {
    const el = document.createElement("button");
    el.className = "key" + (name === "reveal" ? " reveal" : "");
    el.dataset.bit = String(1 << bit);
    el.textContent = name === "reveal" ? "REVEAL (hold)" : name.toUpperCase();
    el.title = layout.hints[name] || "";
    const down = (e) => {
      e.preventDefault();
      el.setPointerCapture(e.pointerId);
      held.set(e.pointerId, 1 << bit);
      keyChanged(1 << bit, true, e.timeStamp);
    };
    const up = (e) => {
      if (!held.has(e.pointerId)) return;
      held.delete(e.pointerId);
      keyChanged(1 << bit, false, e.timeStamp);
    };
    el.addEventListener("pointerdown", down);
    for (const t of ["pointerup", "pointercancel", "lostpointercapture"]) el.addEventListener(t, up);
    el.addEventListener("contextmenu", (e) => e.preventDefault());
    pad.appendChild(el);
  });
}

// -- the loop: one console pass per timer tick, and one at once after every key change ----------
let timer = null;
let FS = null;
function runPass(stamp) {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (stats.error !== null) return; // stopped: the first error stays on the page
  drew = false;
  let again = false;
  try {
    again = onePass(); // the screen has work for the next pass at once (console/app.py)
  } catch (err) {
    stats.error = String(err && err.message ? err.message : err);
    document.getElementById("status").textContent = "The console stopped: " + stats.error;
    throw err;
  }
  if (stamp !== undefined && drew) stats.keys.push(performance.now() - stamp);
  if (drew) for (const fn of frameListeners) fn(mask);
  mirrorSaves(FS);
  timer = setTimeout(() => runPass(), again ? 0 : LOOP_MS);
}

async function boot() {
  // performance.now() counts from the navigation's start: the figures include the page's load.
  stats.bootMs.script = performance.now();
  const kind = new URLSearchParams(location.search).get("code") === "py" ? "py" : "mpy";
  const [bundle, keys] = await Promise.all([
    fetch(`console-${kind}.bin`).then((r) => r.arrayBuffer()),
    fetch("page.json").then((r) => r.json()),
    // The port's own fetch of micropython.wasm starts meanwhile in loadMicroPython.
  ]).catch((err) => { throw new Error("cannot load the page's files: " + err); });
  layout = keys;
  buildPad();
  const mp = await loadMicroPython({
    heapsize: keys.heapsize,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  stats.bootMs.wasm = performance.now();
  FS = mp.FS;
  stats.files = unpack(FS, bundle);
  restoreSaves(FS);
  stats.bootMs.files = performance.now();
  mp.registerJsModule("webpage", page);
  mp.runPython(
    "import hal\nfrom console.app import App\napp = App(hal.setup())\napp.begin()\n" +
      "board = app.board\none_pass = app.one_pass\n",
  );
  board = mp.globals.get("board");
  onePass = mp.globals.get("one_pass");
  stats.codeKind = kind;
  runPass(); // the title's first frame
  stats.readyMs = performance.now();
  stats.bootMs.ready = stats.readyMs;
  document.getElementById("status").textContent =
    `Ready in ${Math.round(stats.readyMs)} ms (${kind}). Keys: arrows, Z = A, X = B, ` +
    "space = REVEAL (hold), Tab = MENU, 1-4 colours, L C S P.";
  document.body.dataset.ready = "1";
}

window.addEventListener("keydown", onKey);
window.addEventListener("keyup", onKey);
window.addEventListener("blur", releaseAll);
document.addEventListener("visibilitychange", () => { if (document.hidden) releaseAll(); });
window.tigrisConsole = { stats, frameListeners, canvas, keyMask: () => mask };
boot().catch((err) => {
  stats.error = String(err && err.message ? err.message : err);
  document.getElementById("status").textContent = "The console could not start: " + stats.error;
});
