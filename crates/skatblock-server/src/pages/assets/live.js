// The live event page: reads /api/v1/events/{slug} every second and, when the version
// changed, redraws the standings' rows — as text only (textContent), so a name with markup
// shows as characters. No inline script: the page runs under a strict CSP.
const state = document.getElementById("live-state");
const body = () => document.getElementById("standings-rows");
const slug = state.dataset.slug;
const words = { live: state.dataset.live, lost: state.dataset.lost, lot: state.dataset.lot };
let version = Number(state.dataset.version || 0);

function cell(tr, text, numeric) {
  const td = document.createElement("td");
  td.textContent = text == null ? "" : String(text);
  if (numeric) td.className = "num";
  tr.appendChild(td);
}

function draw(rows) {
  const tbody = body();
  if (!tbody) return;
  const fresh = document.createDocumentFragment();
  for (const r of rows) {
    const tr = document.createElement("tr");
    const rank = r.rank == null ? "" : r.lot_required ? `${r.rank}. (${words.lot})` : `${r.rank}.`;
    cell(tr, rank);
    cell(tr, r.player_id);
    cell(tr, r.name);
    cell(tr, r.club);
    cell(tr, r.won, true);
    cell(tr, r.lost, true);
    cell(tr, r.total, true);
    fresh.appendChild(tr);
  }
  tbody.replaceChildren(fresh);
}

async function poll() {
  try {
    const answer = await fetch(`/api/v1/events/${encodeURIComponent(slug)}`, { cache: "no-store" });
    if (!answer.ok) throw new Error(String(answer.status));
    const published = await answer.json();
    if (published.version !== version) {
      version = published.version;
      // The stored payload is `publish`'s: {"event": {"name", …}, "standings": [rows]}.
      const payload = published.event || {};
      const name = payload.event && payload.event.name;
      if (name) document.getElementById("event-name").textContent = name;
      draw(Array.isArray(payload.standings) ? payload.standings : []);
    }
    state.textContent = words.live;
    state.classList.remove("lost");
  } catch (_) {
    state.textContent = words.lost;
    state.classList.add("lost");
  }
}

setInterval(poll, 1000);
