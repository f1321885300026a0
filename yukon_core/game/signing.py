"""Signing saves with a key kept in the player's data folder, so the records can trust them.

A save is signed with HMAC-SHA256 under a random key created at the first save, readable by the
player alone (``<data folder>/save-key``, see :mod:`~yukon_core.game.userdata`). A save whose
signature checks out loads *verified*. Any other — edited by hand, copied from another player or
machine, written while no key could be kept, or written before saves were signed — loads
*unverified*: it plays as well, but its moves and time never set a record.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets

from .userdata import data_dir

__all__ = ["KEY_FILE", "sign", "verify"]

KEY_FILE = "save-key"
_KEY_CHARS = 64


def _read_key() -> bytes | None:
    try:
        with open(data_dir() / KEY_FILE, "rb") as file:
            text = file.read(_KEY_CHARS + 1)
    except OSError:
        return None
    try:
        return bytes.fromhex(text.decode("ascii")) if len(text) == _KEY_CHARS else None
    except (UnicodeDecodeError, ValueError):
        return None


def _make_key() -> bytes | None:
    """The key, created if there is none yet (written whole, then linked into place, so two
    processes creating it at once end up with the same one)."""
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        temporary = folder / f".{KEY_FILE}.{secrets.token_hex(8)}"
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w", encoding="ascii") as file:
            file.write(secrets.token_hex(_KEY_CHARS // 2))
        try:
            os.link(temporary, folder / KEY_FILE)
        except FileExistsError:
            pass
        finally:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
    except (OSError, ValueError):
        return None
    return _read_key()


def sign(payload: bytes) -> str | None:
    """The signature of ``payload``, or ``None`` where no key can be read or made."""
    key = _read_key() or _make_key()
    return None if key is None else hmac.new(key, payload, hashlib.sha256).hexdigest()


def verify(payload: bytes, signature: object) -> bool:
    """Was ``payload`` signed with this player's key? A signature that is not text of ASCII
    characters (the only kind a signature is written in) is not."""
    key = _read_key()
    if key is None or not isinstance(signature, str) or not signature.isascii():
        return False
    expected = hmac.new(key, payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)
