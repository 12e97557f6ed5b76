import { buildHj212DataPacket, hj212Qn, parseHj212Frame, hj212Readings } from '@carbon/domain';
const start = Date.UTC(2026, 0, 1);
const frames: string[] = [];
for (let m = 0; m < 100000; m++) frames.push(buildHj212DataPacket({ mn: 'TCP0001', pw: 'bench1', cn: '2011', dataTime: new Date(start + m * 60000), values: [{ code: 'w01018', value: String(30 + (m % 10)) }], qn: hj212Qn(new Date(start + m * 60000)), answer: false }));
for (let rep = 0; rep < 3; rep++) {
let t0 = performance.now();
const pk = frames.map((fr) => { const r = parseHj212Frame(fr); if (!r.ok) throw new Error('x'); return r.value; });
const t1 = performance.now();
let n = 0;
for (const p of pk) { const r = hj212Readings(p); if (r.ok) n += r.value.readings.length; }
console.log('parse', (t1 - t0).toFixed(0), 'readings', (performance.now() - t1).toFixed(0));
}
