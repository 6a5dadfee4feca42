package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

const adminUsage = "admin set-password [--password PW] (or the password as one line on standard input)"

// adminCmd is for the operator who forgot the password:
//
//	branchenbuch admin set-password                  # generates one and prints it
//	echo 'neues Passwort' | branchenbuch admin set-password
//	branchenbuch admin set-password --password PW    # visible in the shell history
//
// The new password ends every session.
func adminCmd(ctx context.Context, cfg config, args []string, stdin *os.File, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "set-password" {
		return fmt.Errorf("%w: %s", errUsage, adminUsage)
	}
	fs := newFlags("admin set-password")
	flagPW := fs.String("password", "", "the new password; without it, standard input, else a generated one")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: %s", errUsage, adminUsage)
	}
	pw := *flagPW
	if pw == "" {
		var err error
		if pw, err = readPasswordLine(stdin); err != nil {
			return err
		}
	}
	generated := pw == ""
	if generated {
		pw = httpapi.GeneratePassword()
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := httpapi.SetAdminPassword(ctx, st, pw); err != nil {
		return err
	}
	if generated {
		fmt.Fprintf(stdout, "Neues Admin-Passwort: %s\n", pw)
	}
	fmt.Fprintln(stdout, "Admin-Passwort gespeichert; alle Sitzungen sind beendet.")
	if cfg.AdminPassword != "" || cfg.AdminPasswordFile != "" {
		fmt.Fprintln(os.Stderr, "Hinweis: ADMIN_PASSWORD bzw. ADMIN_PASSWORD_FILE ist gesetzt; serve stellt beim nächsten Start jenes Passwort wieder her.")
	}
	return nil
}

// readPasswordLine reads the first line of standard input when it is a pipe
// or a file; a terminal is not read (the password would be echoed), which
// leads to a generated password.
func readPasswordLine(stdin *os.File) (string, error) {
	if fi, err := stdin.Stat(); err != nil || fi.Mode()&os.ModeCharDevice != 0 {
		return "", nil
	}
	line, err := bufio.NewReader(io.LimitReader(stdin, 4<<10)).ReadString('\n')
	if err != nil && err != io.EOF {
		return "", fmt.Errorf("read the password from standard input: %w", err)
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// ensureAdminPassword gives the server its operator password at start:
// ADMIN_PASSWORD(_FILE) when set (stored only when it differs from the
// stored one, so a restart keeps the sessions), otherwise on the first start
// a generated one, printed once.
func ensureAdminPassword(ctx context.Context, st directory.Store, cfg config) error {
	pw, err := cfg.adminPassword()
	if err != nil {
		return err
	}
	if pw != "" {
		changed, err := httpapi.ApplyAdminPassword(ctx, st, pw)
		if err != nil {
			return fmt.Errorf("ADMIN_PASSWORD: %w", err)
		}
		if changed {
			slog.Info("admin password set from the environment; all sessions ended")
		}
		return nil
	}
	if pw, err = httpapi.InitAdminPassword(ctx, st); err != nil || pw == "" {
		return err
	}
	// The one time a password is shown: the operator has no other way to learn it.
	slog.Warn("admin password generated", "password", pw)
	fmt.Fprintf(os.Stderr, "\nAdmin-Passwort: %s\n(nur bei diesem ersten Start angezeigt; vergessen? branchenbuch admin set-password)\n\n", pw)
	return nil
}
