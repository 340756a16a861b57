"""The page's event bus (web/events.js) in the browser: `emit` refuses a name the list lacks as `on` does, and the
server's messages arrive as their listed `server:<type>` events, a type the list lacks dropped."""

from page_support import browser  # noqa: F401  (fixtures)


def test_emit_and_on_refuse_unlisted_names_and_server_messages_arrive_as_listed_events(browser, session_server):
    page = browser.open(f"{session_server.base_url}/?room=bus")
    outcome = page.js_async("""
        const done = arguments[0];
        import('./events.js').then(({ EVENT, on, off, emit, emitServerMessage }) => {
          const refused = (call) => { try { call(); return false; } catch (error) { return String(error.message); } };
          const heard = [];
          const listen = (message) => heard.push(message.type);
          on(EVENT.serverSuggestion, listen);
          const listed = emitServerMessage({ type: 'suggestion', scene: 'zoom' });
          const unlisted = emitServerMessage({ type: 'nothing' });
          const inherited = emitServerMessage({ type: 'constructor' });
          off(EVENT.serverSuggestion, listen);
          done({
            emit: refused(() => emit('server:nothing', {})), on: refused(() => on('nothing', () => {})),
            listed, unlisted, inherited, heard,
          });
        });""")
    assert outcome == {"emit": "unknown event server:nothing", "on": "unknown event nothing", "listed": True,
                       "unlisted": False, "inherited": False, "heard": ["suggestion"]}, outcome
