/* global document, localStorage, sessionStorage, fetch */
// The API docs page: fetches /api/openapi.json with the session the client keeps
// (src/providers/session.ts) and shows every call with its parameters, body and answers.
(function () {
  const SESSION_KEY = 'flotilla.session';
  /** The page's headings in the session's language (the document's info.x-labels), English without them. */
  let labels = { parameters: 'Parameters', body: 'Body', answers: 'Answers', required: 'required' };

  function storedSession() {
    for (const storage of [localStorage, sessionStorage]) {
      try {
        const session = JSON.parse(storage.getItem(SESSION_KEY) || 'null');
        if (session && session.access) return session;
      } catch {
        // a damaged entry is no session
      }
    }
    return null;
  }

  /** The document, refreshing an expired access token once; an error answer's detail otherwise. */
  async function load() {
    const session = storedSession();
    const headers = (access) => ({
      ...(access ? { Authorization: `Bearer ${access}` } : {}),
      ...(session && session.language ? { 'Accept-Language': session.language } : {}),
    });
    let res = await fetch('/api/openapi.json', { headers: headers(session && session.access) });
    if (res.status === 401 && session && session.refresh) {
      const refreshed = await fetch('/api/auth/refresh/', {
        method: 'POST',
        headers: { ...headers(null), 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh: session.refresh }),
      });
      if (refreshed.ok) res = await fetch('/api/openapi.json', { headers: headers((await refreshed.json()).access) });
    }
    const body = await res.json();
    if (!res.ok) throw new Error(body.detail || String(res.status));
    return body;
  }

  /** An element with text or child nodes; text never becomes markup. */
  function h(tag, className, ...children) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    for (const child of children.flat(Infinity)) {
      if (child !== null && child !== undefined && child !== false) node.append(child);
    }
    return node;
  }

  function resolver(doc) {
    return (schema) => {
      let current = schema || {};
      for (let depth = 0; current.$ref && depth < 10; depth++) {
        current = doc.components.schemas[current.$ref.split('/').pop()] || {};
      }
      return current;
    };
  }

  /** One line per schema: type, format, limits, choices. */
  function summary(schema) {
    const parts = [];
    let type = schema.type || (schema.anyOf ? schema.anyOf.map((s) => s.type || 'any').join(' | ') : 'any');
    if (type === 'array' && schema.items) type = `${schema.items.type || 'object'}[]`;
    parts.push(type + (schema.nullable ? ' | null' : ''));
    if (schema.format) parts.push(schema.format);
    if (schema.enum) parts.push(`one of ${schema.enum.map(String).join(', ')}`);
    for (const key of ['minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'pattern']) {
      // zod gives every integer the safe-integer bounds; only real limits are worth reading.
      const value = schema[key];
      if (value !== undefined && !(typeof value === 'number' && Math.abs(value) >= Number.MAX_SAFE_INTEGER)) parts.push(`${key} ${value}`);
    }
    if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
    return parts.join(', ');
  }

  function describe(resolve, raw, depth) {
    const schema = resolve(raw);
    const item = schema.type === 'array' ? resolve(schema.items) : null;
    const object = schema.properties ? schema : item && item.properties ? item : null;
    if (!object || depth > 3) return null;
    const required = new Set(object.required || []);
    return h(
      'ul',
      'schema',
      Object.entries(object.properties).map(([name, child]) => {
        const resolved = resolve(child);
        return h(
          'li',
          null,
          h('code', null, name),
          ' ',
          h('span', 'muted', summary(resolved) + (required.has(name) ? ` · ${labels.required}` : '')),
          resolved.description ? ` — ${resolved.description}` : '',
          describe(resolve, resolved, depth + 1),
        );
      }),
    );
  }

  function operation(resolve, path, method, op) {
    const params = (op.parameters || []).map((p) =>
      h('tr', null, h('td', null, h('code', null, p.name)), h('td', 'muted', p.in), h('td', 'muted', summary(resolve(p.schema)) + (p.required ? ` · ${labels.required}` : '')), h('td', null, p.description || '')),
    );
    const body = op.requestBody && Object.entries(op.requestBody.content || {});
    const responses = Object.entries(op.responses || {});
    return h(
      'details',
      null,
      h('summary', null, h('span', `method ${method}`, method.toUpperCase()), ' ', h('code', null, path), ' ', h('span', 'muted', op.summary || '')),
      op.description ? h('p', null, op.description) : null,
      params.length ? [h('h4', null, labels.parameters), h('table', null, params)] : null,
      body && body.length ? body.map(([type, content]) => [h('h4', null, `${labels.body} (${type})`), describe(resolve, content.schema, 0) || h('p', 'muted', summary(resolve(content.schema)))]) : null,
      responses.length
        ? [
            h('h4', null, labels.answers),
            h('ul', 'schema', responses.map(([code, res]) => {
              const content = Object.entries(res.content || {})[0];
              const schema = content ? resolve(content[1].schema) : null;
              return h('li', null, h('code', null, code), ' ', h('span', 'muted', schema ? `${content[0]}: ${summary(schema)}` : res.description || ''), schema ? describe(resolve, schema, 0) : null);
            })),
          ]
        : null,
    );
  }

  function render(doc) {
    const resolve = resolver(doc);
    labels = { ...labels, ...(doc.info['x-labels'] || {}) };
    if (doc.info['x-language']) document.documentElement.lang = doc.info['x-language'];
    document.getElementById('title').textContent = `${doc.info.title} ${doc.info.version}`;
    document.getElementById('description').textContent = doc.info.description || '';
    const byTag = new Map();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const tag = (op.tags && op.tags[0]) || 'other';
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(operation(resolve, path, method, op));
      }
    }
    const tags = [...byTag.keys()].sort();
    document.getElementById('paths').append(...tags.map((tag) => h('details', 'tag', h('summary', null, `${tag} (${byTag.get(tag).length})`), byTag.get(tag))));
  }

  load().then(render, (err) => {
    document.getElementById('status').textContent = err.message;
  });
})();
