import { CourseIndex } from './src/search/course-index.ts';
const N = Number(process.env.N ?? 100_000);
const cats = ['web development','data science','cybersecurity','cloud computing'];
const t0 = performance.now();
const index = new CourseIndex();
for (let n = 1; n <= N; n++) {
  index.upsert({ id: `00000000-0000-4000-8000-${String(n).padStart(12,'0')}`, title: `Benchmark course ${n}`, category: cats[n%4]!, description: `Generated course number ${n} for the benchmark.`, addedAt: (2e9 - n*60)*1e6, enrollments: n%50, rating: 3+(n%20)/10, ratingCount: 1+n%40 });
}
globalThis.gc?.();
console.log('build ms', Math.round(performance.now()-t0), 'heap MB', Math.round(process.memoryUsage().heapUsed/1e6), 'rss', Math.round(process.memoryUsage().rss/1e6));
const terms = ['course','cou','benchmark','bench','data','d','da','12','4821','number 4821','javscript','benchmrk','generated for','science','web development','zz','c','lea','the'];
for (const sort of ['relevance','addedAt_desc','enrollments_desc'] as const) {
  for (const term of terms) {
    const q = { term, category: null, sort, limit: 20, offset: 40 };
    index.search(q);
    const t = performance.now(); let k = 0;
    while (performance.now() - t < 100) { index.search(q); k++; }
    const us = (performance.now()-t)*1000/k;
    if (us > 300) console.log(sort, JSON.stringify(term), Math.round(us), 'µs');
  }
}
const t1 = performance.now(); let k = 0;
for (const term of terms) for (let i=0;i<50;i++){ index.search({ term, category: i%2? 'data science': null, sort: 'relevance', limit: 20, offset: (i%5)*20 }); k++; }
console.log('mixed mean µs', Math.round((performance.now()-t1)*1000/k));
