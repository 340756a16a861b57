/**
 * Node contents (label, image, symbol) by node-table version. A frame names the table its node ids index (the
 * header's node table version, docs/protocol.md "Frames (v2)"), and frames wait in the play-out queue while the
 * next `nodes` table may already have arrived, so each frame is drawn with its own table: a label of the next
 * table never lands on a node of the previous one.
 *
 *   tables.add(message.version, message.nodes);   // on each `nodes` message
 *   drawNodes(ctx, frame, tables.take(frame.nodeTableVersion), scale);
 */

const EMPTY = new Map();

export class NodeTables {
  /** Keeps at most `limit` tables: more than the frames the play-out queue can hold, each with its own. */
  constructor(limit = 8) {
    this.limit = limit;
    this.tables = new Map(); // version → Map(id → content), oldest first
  }

  /** Stores `table` (the `nodes` message's list) as version `version`. */
  add(version, table) {
    const contents = new Map();
    for (const content of table) contents.set(content.id, content);
    this.tables.delete(version);
    this.tables.set(version, contents);
    while (this.tables.size > this.limit) this.tables.delete(this.tables.keys().next().value);
  }

  /**
   * The contents for a frame of table `version`, forgetting the tables older than it (frames arrive in order, so
   * no later frame needs them). A version with no table gets none: nodes drawn without text, never with another's.
   */
  take(version) {
    const contents = this.tables.get(version);
    if (!contents) return EMPTY;
    for (const older of this.tables.keys()) {
      if (older === version) break;
      this.tables.delete(older);
    }
    return contents;
  }
}
