/**
 * The minimal TransitionLab page: connects to /ws, draws binary frames (docs/protocol.md) on a canvas, and sends
 * Pointer Events. The full client replaces it; this one only shows the server working.
 *
 * Usage: open http://127.0.0.1:8080/ (add ?room=NAME or ?token=… as printed by `transition-lab serve`).
 */
const canvas = document.getElementById('stage');
const status = document.getElementById('status');
const context = canvas.getContext('2d');
Object.assign(document.body.style, { margin: '0', background: '#111', color: '#ccc', font: '13px system-ui' });
Object.assign(canvas.style, { display: 'block', margin: '0 auto', touchAction: 'none' });

const query = new URLSearchParams(location.search);
const socketURL = new URL('/ws', location.href);
socketURL.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
for (const key of ['room', 'token', 'name', 'role']) if (query.has(key)) socketURL.searchParams.set(key, query.get(key));

let socket;
let seq = 0;
let labels = new Map();
let viewport = { width: 393, height: 852 };

function connect() {
  socket = new WebSocket(socketURL, 'transition-lab.v1');
  socket.binaryType = 'arraybuffer';
  socket.onopen = () => {
    status.textContent = 'connected';
    socket.send(JSON.stringify({ type: 'hello', name: query.get('name') || undefined }));
  };
  socket.onclose = () => { status.textContent = 'disconnected, retrying…'; setTimeout(connect, 1000); };
  socket.onmessage = (event) => (typeof event.data === 'string' ? onText(JSON.parse(event.data)) : draw(event.data));
}

function onText(message) {
  if (message.type === 'welcome') status.textContent = `room ${message.room} · ${message.scene} · ${message.you.role}`;
  if (message.type === 'nodes') labels = new Map(message.nodes.map((node) => [node.id, node]));
  if (message.type === 'error') console.warn('server:', message.code, message.message);
}

function rgba(value) {
  return `rgba(${value >>> 24},${(value >>> 16) & 255},${(value >>> 8) & 255},${(value & 255) / 255})`;
}

function draw(buffer) {
  const view = new DataView(buffer);
  viewport = { width: view.getFloat32(24, true), height: view.getFloat32(28, true) };
  const count = view.getUint32(32, true);
  const scale = devicePixelRatio || 1;
  if (canvas.width !== viewport.width * scale) {
    canvas.width = viewport.width * scale;
    canvas.height = viewport.height * scale;
    canvas.style.width = `${viewport.width}px`;
    canvas.style.height = `${viewport.height}px`;
  }
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.fillStyle = rgba(view.getUint32(36, true));
  context.fillRect(0, 0, viewport.width, viewport.height);
  const nodes = [];
  for (let index = 0, offset = 48; index < count; index += 1, offset += 44) {
    nodes.push({
      id: view.getUint32(offset, true), x: view.getFloat32(offset + 8, true), y: view.getFloat32(offset + 12, true),
      w: view.getFloat32(offset + 16, true), h: view.getFloat32(offset + 20, true),
      radius: view.getFloat32(offset + 24, true), alpha: view.getFloat32(offset + 28, true),
      z: view.getFloat32(offset + 32, true), fill: view.getUint32(offset + 36, true), flags: view.getUint16(offset + 40, true),
    });
  }
  nodes.sort((a, b) => a.z - b.z);
  for (const node of nodes) {
    context.globalAlpha = node.alpha;
    context.fillStyle = rgba(node.fill);
    context.beginPath();
    context.roundRect(node.x, node.y, node.w, node.h, Math.min(node.radius, node.w / 2, node.h / 2));
    context.fill();
    const content = labels.get(node.id);
    if (node.flags & 2 && content && content.label) {
      context.fillStyle = rgba(content.textColor);
      context.font = `${content.fontWeight} ${content.fontSize}px system-ui`;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(content.label, node.x + node.w / 2, node.y + node.h / 2);
    }
  }
  context.globalAlpha = 1;
}

function sendPointer(phase, event) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  const rect = canvas.getBoundingClientRect();
  seq += 1;
  socket.send(JSON.stringify({
    type: 'pointer', phase, id: event.pointerId, x: event.clientX - rect.left, y: event.clientY - rect.top,
    time: event.timeStamp, seq,
  }));
}

canvas.addEventListener('pointerdown', (event) => { canvas.setPointerCapture(event.pointerId); sendPointer('down', event); });
canvas.addEventListener('pointermove', (event) => { if (event.buttons || event.pointerType === 'touch') sendPointer('move', event); });
canvas.addEventListener('pointerup', (event) => sendPointer('up', event));
canvas.addEventListener('pointercancel', (event) => sendPointer('cancel', event));
connect();
