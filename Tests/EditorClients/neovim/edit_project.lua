-- Neovim's built-in LSP client (0.7 and later) against `rxlint lsp`, headless: opens two
-- files of a project, reads the diagnostics, edits one file and reads the other's again,
-- then applies rxlint's quick fix the way Neovim applies code actions. Every observation
-- is written as JSON to $RXLINT_RESULT for `LanguageServerClientTests` to check.
--
--     RXLINT_BINARY=… RXLINT_PROJECT=… RXLINT_RESULT=… nvim --headless --clean -u NONE -c 'luafile edit_project.lua'

local binary = os.getenv("RXLINT_BINARY")
local root = os.getenv("RXLINT_PROJECT")
local output = os.getenv("RXLINT_RESULT")
local result = { steps = {} }

local function note(step, value)
  table.insert(result.steps, { step = step, value = value })
end

local function finish()
  local file = io.open(output, "w")
  file:write(vim.fn.json_encode(result))
  file:close()
  vim.cmd("qall!")
end

-- Any error ends the run with what was seen so far.
local ok, failure = pcall(function()
  local client = vim.lsp.start_client({ name = "rxlint", cmd = { binary, "lsp" }, root_dir = root })
  assert(client, "the client did not start")

  local function open(path)
    vim.cmd("edit " .. vim.fn.fnameescape(root .. "/" .. path))
    local buffer = vim.api.nvim_get_current_buf()
    vim.lsp.buf_attach_client(buffer, client)
    return buffer
  end

  local function diagnostics(buffer)
    local seen = {}
    for _, d in ipairs(vim.diagnostic.get(buffer)) do
      table.insert(seen, { line = d.lnum, col = d.col, severity = d.severity, code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), message = d.message })
    end
    table.sort(seen, function(a, b) return a.line < b.line end)
    return seen
  end

  -- Waits until `accept` takes the buffer's diagnostics; records them either way.
  local function wait(step, buffer, accept)
    local accepted = vim.wait(20000, function() return accept(vim.diagnostic.get(buffer)) end, 20)
    note(step, { accepted = accepted, diagnostics = diagnostics(buffer) })
    return accepted
  end

  local controller = open("Sources/ListViewController.swift")
  wait("controller opened", controller, function(d) return #d == 1 and d[1].severity == vim.diagnostic.severity.ERROR end)

  vim.o.hidden = true
  local store = open("Sources/Store.swift")
  -- The store's items become a sequence rxlint cannot tell completes: a warning, no longer an error.
  vim.api.nvim_buf_set_lines(store, 4, 5, false, { "    let items = ItemsFeed.load()" })
  wait("store edited", controller, function(d) return #d == 1 and d[1].severity == vim.diagnostic.severity.WARN end)

  -- Back in the controller: its quick fix, requested and applied as Neovim does.
  vim.api.nvim_set_current_buf(controller)
  local d = vim.diagnostic.get(controller)[1]
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(controller) },
    range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
    -- Neovim 0.7 keeps the protocol's diagnostic in user_data.lsp; later versions elsewhere.
    context = { diagnostics = (d.user_data and d.user_data.lsp) and { d.user_data.lsp } or {} },
  }
  local responses = vim.lsp.buf_request_sync(controller, "textDocument/codeAction", params, 20000)
  local titles, fix = {}, nil
  for _, response in pairs(responses or {}) do
    if response.err then table.insert(titles, "error: " .. vim.inspect(response.err)) end
    for _, action in ipairs(response.result or {}) do
      table.insert(titles, action.title)
      if fix == nil and action.title:find("^Fix: ") then fix = action end
    end
  end
  note("code actions", titles)
  assert(fix, "no quick fix offered")
  vim.lsp.util.apply_workspace_edit(fix.edit, "utf-16")
  wait("quick fix applied", controller, function(diagnostics) return #diagnostics == 0 end)
  note("fixed line", vim.api.nvim_buf_get_lines(controller, 10, 11, false)[1])
end)

if not ok then result.error = tostring(failure) end
finish()
