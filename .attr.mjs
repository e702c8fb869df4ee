import fs from 'node:fs'; import zlib from 'node:zlib'; import { SourceMapConsumer } from 'source-map-js';
const dir='/tmp/smbuild';
const m = JSON.parse(fs.readFileSync(dir+'/.vite/manifest.json','utf8'));
const js = new Set();
function collect(k){ const c=m[k]; if(!c||js.has(c.file)) return; js.add(c.file); for (const i of c.imports??[]) collect(i); }
collect(Object.keys(m).find(k=>m[k].isEntry)); collect('app/pages/HomePage.tsx');
const bySource=new Map();
for (const f of js) {
  if(!fs.existsSync(dir+'/'+f+'.map')) continue; const code=fs.readFileSync(dir+'/'+f,'utf8'); const map=JSON.parse(fs.readFileSync(dir+'/'+f+'.map','utf8'));
  const c=new SourceMapConsumer(map); const lines=code.split('\n');
  // attribute each char segment by mapping
  const segs=[]; c.eachMapping(mm=>segs.push(mm));
  segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
  for (let i=0;i<segs.length;i++){ const s=segs[i]; const n=segs[i+1]; const line=lines[s.generatedLine-1]??''; const end=(n&&n.generatedLine===s.generatedLine)?n.generatedColumn:line.length; const txt=line.slice(s.generatedColumn,end); const src=(s.source||'?').replace(/.*node_modules\//,'nm/').replace(/.*\/work\/main\//,''); bySource.set(src,(bySource.get(src)??'')+txt); }
}
const rows=[...bySource].map(([k,v])=>[k,zlib.gzipSync(v).length]).sort((a,b)=>b[1]-a[1]);
for (const [k,v] of rows.slice(0,60)) console.log(String(v).padStart(6),k);
